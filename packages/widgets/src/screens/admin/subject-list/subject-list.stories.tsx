import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../shared/admin-story';
import { SubjectList } from './subject-list';
import { subjectServer } from './subject-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  const answers = failed
    ? { '/Lms/Subject/List': refuse(500, 'Lỗi máy chủ') }
    : subjectServer(empty ? [] : undefined);
  return <AsAdmin answers={answers} screen={<SubjectList />} />;
}

const meta = { title: 'Screens/Subjects', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Subjects: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

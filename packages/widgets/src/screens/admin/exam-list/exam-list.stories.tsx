import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../shared/admin-story';
import { ExamList } from './exam-list';
import { examServer } from './exam-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  const answers = failed
    ? { '/Lms/Exam/List': refuse(500, 'Lỗi máy chủ') }
    : examServer(empty ? [] : undefined);
  return <AsAdmin answers={answers} screen={<ExamList />} />;
}

const meta = { title: 'Screens/Exams', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Exams: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

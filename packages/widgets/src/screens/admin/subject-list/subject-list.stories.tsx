import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { SubjectList } from './subject-list';
import { subjectServer } from './subject-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers = failed
    ? { '/Lms/Subject/List': refuse(500, 'Lỗi máy chủ') }
    : subjectServer(empty ? [] : undefined);
  return (
    <WithFakeSaola answers={answers}>
      <SubjectList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Subjects', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Subjects: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

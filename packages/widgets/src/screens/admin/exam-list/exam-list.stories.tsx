import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { ExamList } from './exam-list';
import { examServer } from './exam-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers = failed
    ? { '/Lms/Exam/List': refuse(500, 'Lỗi máy chủ') }
    : examServer(empty ? [] : undefined);
  return (
    <WithFakeSaola answers={answers}>
      <ExamList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Exams', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Exams: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

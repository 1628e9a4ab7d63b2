import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { MyExams } from './my-exams';
import { myExamServer } from './my-exams.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  session.user = { ...demoConfig.user, idType: 4 };
  const answers = failed
    ? { '/Lms/Exam/MyExams': refuse(500, 'Lỗi máy chủ') }
    : myExamServer(empty ? [] : undefined);
  return (
    <WithFakeSaola answers={answers}>
      <MyExams />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/My exams', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Exams: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

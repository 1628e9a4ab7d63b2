import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { ExamReview } from './exam-review';
import { MyExams } from './my-exams';
import { myExamServer, REVIEW } from './my-exams.fixtures';

function Scenario({
  empty = false,
  failed = false,
  review = false,
}: {
  empty?: boolean;
  failed?: boolean;
  /** Her answers to the closed exam beside the correct ones. */
  review?: boolean;
}) {
  session.user = { ...demoConfig.user, idType: 4 };
  const answers = failed
    ? { '/Lms/Exam/MyExams': refuse(500, 'Lỗi máy chủ') }
    : myExamServer(empty ? [] : undefined);
  return (
    <WithFakeSaola answers={answers}>
      {review ? <ExamReview id={REVIEW.id} onBack={() => {}} /> : <MyExams />}
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/My exams', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Exams: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
export const Review: StoryObj<typeof meta> = { args: { review: true } };

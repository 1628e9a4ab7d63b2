import type { QuizAuthoring } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok, WithFakeSaola } from '../../../../test/fake-saola';
import { QuizEditor } from './quiz-editor';
import { authoredQuiz } from './quiz-editor.fixtures';

function Scenario({ quiz }: { quiz: QuizAuthoring }) {
  return (
    <WithFakeSaola answers={{ '/Lms/Quiz/Get': ok(quiz), '/Lms/Quiz/Save': ok(quiz) }}>
      <QuizEditor idLesson={quiz.idLesson} title="Check yourself" onClose={() => {}} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Quiz editor', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Authored: Story = { args: { quiz: authoredQuiz } };
export const Empty: Story = { args: { quiz: { ...authoredQuiz, questions: [] } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin, type ListState, listAnswers } from '../../shared/story-frame';
import { ExamList } from './exam-list';
import { examServer } from './exam-list.fixtures';

function Scenario(state: ListState) {
  return <AsAdmin answers={listAnswers(examServer, '/Lms/Exam/List', state)} screen={<ExamList />} />;
}

const meta = { title: 'Screens/Exams', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Exams: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

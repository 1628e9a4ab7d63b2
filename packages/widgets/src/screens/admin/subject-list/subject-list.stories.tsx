import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin, type ListState, listAnswers } from '../../shared/story-frame';
import { SubjectList } from './subject-list';
import { subjectServer } from './subject-list.fixtures';

function Scenario(state: ListState) {
  return (
    <AsAdmin answers={listAnswers(subjectServer, '/Lms/Subject/List', state)} screen={<SubjectList />} />
  );
}

const meta = { title: 'Screens/Subjects', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Subjects: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

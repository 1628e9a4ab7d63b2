import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsLearner, type ListState, listAnswers } from '../../shared/story-frame';
import { MyNotes } from './my-notes';
import { myNoteServer } from './my-notes.fixtures';

function Scenario(state: ListState) {
  return (
    <AsLearner answers={listAnswers(myNoteServer, '/Lms/NoteRecord/Mine', state)} screen={<MyNotes />} />
  );
}

const meta = { title: "Screens/Teachers' remarks", component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Notes: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

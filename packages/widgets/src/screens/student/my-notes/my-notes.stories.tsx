import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { MyNotes } from './my-notes';
import { myNoteServer } from './my-notes.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  session.user = { ...demoConfig.user, idType: 4 };
  const answers = failed
    ? { '/Lms/NoteRecord/Mine': refuse(500, 'Lỗi máy chủ') }
    : myNoteServer(empty ? [] : undefined);
  return (
    <WithFakeSaola answers={answers}>
      <MyNotes />
    </WithFakeSaola>
  );
}

const meta = { title: "Screens/Teachers' remarks", component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Notes: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };

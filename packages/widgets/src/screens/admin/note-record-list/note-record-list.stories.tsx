import { RIGHTS } from '@saola/core/http';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { recordServer } from '../score-record-list/score-record-list.fixtures';
import { NoteRecordList } from './note-record-list';

function Scenario({ idGroup, idUser }: { idGroup?: number; idUser?: number }) {
  session.user = { ...demoConfig.user, idType: 3, rights: [RIGHTS.noteRecord] };
  return (
    <WithFakeSaola answers={recordServer()}>
      <NoteRecordList idGroup={idGroup} idUser={idUser} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Note records', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const OfAClass: StoryObj<typeof meta> = { args: { idGroup: 1 } };
export const OfAStudent: StoryObj<typeof meta> = { args: { idUser: 11 } };

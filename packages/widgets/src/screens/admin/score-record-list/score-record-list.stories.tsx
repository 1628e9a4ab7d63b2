import { RIGHTS } from '@saola/core/http';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { ScoreRecordList } from './score-record-list';
import { recordServer } from './score-record-list.fixtures';

function Scenario({ idGroup, idUser }: { idGroup?: number; idUser?: number }) {
  session.user = { ...demoConfig.user, idType: 3, rights: [RIGHTS.scoreRecord] };
  return (
    <WithFakeSaola answers={recordServer()}>
      <ScoreRecordList idGroup={idGroup} idUser={idUser} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Score records', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const OfAClass: StoryObj<typeof meta> = { args: { idGroup: 1 } };
export const OfAStudent: StoryObj<typeof meta> = { args: { idUser: 12 } };
export const MissingClass: StoryObj<typeof meta> = { args: { idGroup: 99 } };

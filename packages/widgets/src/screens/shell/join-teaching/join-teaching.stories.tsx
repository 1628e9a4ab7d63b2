import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { liveServer } from '../../shared/live-fixtures';
import { JoinTeaching } from './join-teaching';

function Scenario({ id }: { id: number }) {
  session.user = { ...demoConfig.user, fullName: 'Phạm Thu Trang', idType: 4 };
  return (
    <WithFakeSaola answers={liveServer()}>
      <JoinTeaching id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Join class', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const VideoRoom: StoryObj<typeof meta> = { args: { id: 1 } };
export const WithPasscode: StoryObj<typeof meta> = { args: { id: 2 } };
export const NotOpen: StoryObj<typeof meta> = { args: { id: 3 } };

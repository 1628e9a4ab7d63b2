import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { Splash } from './splash';

function Offline() {
  return (
    <WithFakeSaola answers={{ '/Auth/Config/Get': { status: 503, data: '' } }}>
      <Splash />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Splash', component: Offline } satisfies Meta<typeof Offline>;
export default meta;
/** The server cannot be reached: the screen offers to try again. */
export const ServerUnreachable: StoryObj<typeof meta> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveServer } from '../../shared/live-fixtures';
import { AsLearner } from '../../shared/story-frame';
import { JoinTeaching } from './join-teaching';

function Scenario({ id }: { id: number }) {
  return <AsLearner answers={liveServer()} screen={<JoinTeaching id={id} />} />;
}

const meta = { title: 'Screens/Join class', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const VideoRoom: StoryObj<typeof meta> = { args: { id: 1 } };
export const WithPasscode: StoryObj<typeof meta> = { args: { id: 2 } };
export const NotOpen: StoryObj<typeof meta> = { args: { id: 3 } };

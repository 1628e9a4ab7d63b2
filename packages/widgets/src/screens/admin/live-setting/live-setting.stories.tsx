import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { LiveSetting } from './live-setting';
import { liveSettingServer, NOT_SET } from './live-setting.fixtures';

function Scenario({ configured }: { configured: boolean }) {
  return (
    <AsAdmin
      answers={configured ? liveSettingServer() : liveSettingServer(NOT_SET)}
      screen={<LiveSetting />}
    />
  );
}

const meta = { title: 'Screens/Live setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Configured: StoryObj<typeof meta> = { args: { configured: true } };
export const NotSetUp: StoryObj<typeof meta> = { args: { configured: false } };

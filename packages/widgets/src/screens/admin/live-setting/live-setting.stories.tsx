import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { LiveSetting } from './live-setting';
import { liveSettingServer, NOT_SET } from './live-setting.fixtures';

function Scenario({ configured }: { configured: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={configured ? liveSettingServer() : liveSettingServer(NOT_SET)}>
      <LiveSetting />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Live setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Configured: StoryObj<typeof meta> = { args: { configured: true } };
export const NotSetUp: StoryObj<typeof meta> = { args: { configured: false } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { PaymentSetting } from './payment-setting';
import { settingServer } from './payment-setting.fixtures';

function Scenario() {
  return <AsAdmin answers={settingServer()} screen={<PaymentSetting />} />;
}

const meta = { title: 'Screens/Payment setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Setting: StoryObj<typeof meta> = {};

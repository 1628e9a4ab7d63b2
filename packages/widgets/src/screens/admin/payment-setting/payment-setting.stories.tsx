import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { PaymentSetting } from './payment-setting';
import { settingServer } from './payment-setting.fixtures';

function Scenario() {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={settingServer()}>
      <PaymentSetting />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Payment setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Setting: StoryObj<typeof meta> = {};

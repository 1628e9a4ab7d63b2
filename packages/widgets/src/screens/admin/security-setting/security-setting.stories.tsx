import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { SECURITY, settingsServer } from '../shared/setting-fixtures';
import { SecuritySetting } from './security-setting';

function Scenario({ secret }: { secret: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers = settingsServer({
    security: secret
      ? { ...SECURITY, recaptchaSiteKey: '6LcSaola-site-key', hasRecaptchaSecret: true }
      : SECURITY,
  });
  return (
    <WithFakeSaola answers={answers}>
      <SecuritySetting />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Security setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Defaults: StoryObj<typeof meta> = { args: { secret: false } };
export const WithRecaptcha: StoryObj<typeof meta> = { args: { secret: true } };

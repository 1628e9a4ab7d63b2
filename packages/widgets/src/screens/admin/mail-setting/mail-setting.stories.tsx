import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { MailSetting } from './mail-setting';
import { MAIL, mailServer } from './mail-setting.fixtures';

function Scenario({ configured }: { configured: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers = configured
    ? mailServer()
    : mailServer({
        ...MAIL,
        host: '',
        username: '',
        hasPassword: false,
        fromName: '',
        fromAddress: '',
        ready: false,
      });
  return (
    <WithFakeSaola answers={answers}>
      <MailSetting />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Mail setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Configured: StoryObj<typeof meta> = { args: { configured: true } };
export const NotSetUp: StoryObj<typeof meta> = { args: { configured: false } };

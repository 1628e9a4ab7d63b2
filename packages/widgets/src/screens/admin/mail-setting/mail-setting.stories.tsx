import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { MailSetting } from './mail-setting';
import { MAIL, mailServer } from './mail-setting.fixtures';

function Scenario({ configured }: { configured: boolean }) {
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
  return <AsAdmin answers={answers} screen={<MailSetting />} />;
}

const meta = { title: 'Screens/Mail setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Configured: StoryObj<typeof meta> = { args: { configured: true } };
export const NotSetUp: StoryObj<typeof meta> = { args: { configured: false } };

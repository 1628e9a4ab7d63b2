import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { accountServer } from '../sign-up/sign-up.fixtures';
import { ForgotPassword } from './forgot-password';

function Scenario({ token }: { token?: string }) {
  return (
    <WithFakeSaola answers={accountServer()}>
      <ForgotPassword {...(token ? { token } : {})} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Forgot password', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const AskForALink: StoryObj<typeof meta> = { args: {} };
export const NewPasswordFromLink: StoryObj<typeof meta> = { args: { token: 'mailed-token' } };
export const SpentLink: StoryObj<typeof meta> = { args: { token: 'used-token' } };

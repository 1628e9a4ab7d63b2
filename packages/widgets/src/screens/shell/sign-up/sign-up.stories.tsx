import type { LearnerRegistration } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { SignUp } from './sign-up';
import { accountServer, OPTIONS } from './sign-up.fixtures';

function Scenario({ registration }: { registration: LearnerRegistration }) {
  return (
    <WithFakeSaola answers={accountServer({ ...OPTIONS, learnerRegistration: registration })}>
      <SignUp />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Sign up', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Automatic: StoryObj<typeof meta> = { args: { registration: 'automatic' } };
export const PhoneVerification: StoryObj<typeof meta> = { args: { registration: 'phone' } };
export const Closed: StoryObj<typeof meta> = { args: { registration: 'closed' } };

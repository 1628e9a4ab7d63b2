import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { MailOutbox } from './mail-outbox';
import { KEPT, outbox } from './mail-outbox.fixtures';

function Scenario({ empty }: { empty: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={outbox(empty ? [] : KEPT)}>
      <MailOutbox />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Mail outbox', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Kept: StoryObj<typeof meta> = { args: { empty: false } };
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

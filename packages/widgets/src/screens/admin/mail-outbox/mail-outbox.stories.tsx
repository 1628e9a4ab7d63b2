import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { MailOutbox } from './mail-outbox';
import { KEPT, outbox } from './mail-outbox.fixtures';

function Scenario({ empty }: { empty: boolean }) {
  return <AsAdmin answers={outbox(empty ? [] : KEPT)} screen={<MailOutbox />} />;
}

const meta = { title: 'Screens/Mail outbox', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Kept: StoryObj<typeof meta> = { args: { empty: false } };
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

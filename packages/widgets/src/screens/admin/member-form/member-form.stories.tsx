import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { memberServer } from '../member-list/member-list.fixtures';
import { MemberForm } from './member-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={memberServer()} screen={<MemberForm id={id} />} />;
}

const meta = { title: 'Screens/Member form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewMember: StoryObj<typeof meta> = {};
export const Approved: StoryObj<typeof meta> = { args: { id: 11 } };
export const ApprovalCancelled: StoryObj<typeof meta> = { args: { id: 13 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApprovalDetail } from './approval-detail';

function Scenario({ id }: { id: number }) {
  return <AsAdmin answers={approvalServer()} screen={<ApprovalDetail id={id} />} />;
}

const meta = { title: 'Screens/Approval request', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const SecondStep: StoryObj<typeof meta> = { args: { id: 7 } };
export const FirstStep: StoryObj<typeof meta> = { args: { id: 8 } };
export const Missing: StoryObj<typeof meta> = { args: { id: 999 } };

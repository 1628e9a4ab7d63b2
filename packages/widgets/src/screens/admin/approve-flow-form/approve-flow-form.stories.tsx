import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApproveFlowForm } from './approve-flow-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={approvalServer()} screen={<ApproveFlowForm id={id} />} />;
}

const meta = { title: 'Screens/Approval flow form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewFlow: StoryObj<typeof meta> = {};
export const TwoSteps: StoryObj<typeof meta> = { args: { id: 1 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApproveFlowList } from './approve-flow-list';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={approvalServer(empty ? { flows: [] } : {})} screen={<ApproveFlowList />} />;
}

const meta = { title: 'Screens/Approval flows', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Flows: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApprovalLog } from './approval-log';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={approvalServer(empty ? { log: [] } : {})} screen={<ApprovalLog />} />;
}

const meta = { title: 'Screens/Approval log', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Log: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

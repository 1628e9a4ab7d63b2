import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApproveFlowList } from './approve-flow-list';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={approvalServer(empty ? { flows: [] } : {})}>
      <ApproveFlowList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Approval flows', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Flows: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

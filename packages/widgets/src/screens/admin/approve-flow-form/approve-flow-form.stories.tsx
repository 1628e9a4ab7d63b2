import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApproveFlowForm } from './approve-flow-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={approvalServer()}>
      <ApproveFlowForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Approval flow form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewFlow: StoryObj<typeof meta> = {};
export const TwoSteps: StoryObj<typeof meta> = { args: { id: 1 } };

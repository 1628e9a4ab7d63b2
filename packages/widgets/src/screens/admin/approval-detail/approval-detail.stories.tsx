import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApprovalDetail } from './approval-detail';

function Scenario({ id }: { id: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={approvalServer()}>
      <ApprovalDetail id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Approval request', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const SecondStep: StoryObj<typeof meta> = { args: { id: 7 } };
export const FirstStep: StoryObj<typeof meta> = { args: { id: 8 } };
export const Missing: StoryObj<typeof meta> = { args: { id: 999 } };

import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApproveSetting } from './approve-setting';

function Scenario() {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={approvalServer()}>
      <ApproveSetting />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Approval settings', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Settings: StoryObj<typeof meta> = {};

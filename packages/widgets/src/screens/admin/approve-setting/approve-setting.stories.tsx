import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApproveSetting } from './approve-setting';

function Scenario() {
  return <AsAdmin answers={approvalServer()} screen={<ApproveSetting />} />;
}

const meta = { title: 'Screens/Approval settings', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Settings: StoryObj<typeof meta> = {};

import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { approvalServer } from './approval.fixtures';
import { ApprovalList } from './approval-list';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Trần Văn Minh', idType: 3 };
  return (
    <WithFakeSaola answers={approvalServer(empty ? { requests: [] } : {})}>
      <ApprovalList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Waiting for my approval', component: Scenario } satisfies Meta<
  typeof Scenario
>;
export default meta;
export const Waiting: StoryObj<typeof meta> = {};
export const Nothing: StoryObj<typeof meta> = { args: { empty: true } };

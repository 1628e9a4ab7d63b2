import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { memberServer } from '../member-list/member-list.fixtures';
import { MemberForm } from './member-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={memberServer()}>
      <MemberForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Member form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewMember: StoryObj<typeof meta> = {};
export const Approved: StoryObj<typeof meta> = { args: { id: 11 } };
export const ApprovalCancelled: StoryObj<typeof meta> = { args: { id: 13 } };

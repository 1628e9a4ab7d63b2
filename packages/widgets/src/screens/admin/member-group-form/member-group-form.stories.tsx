import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { memberGroupServer } from '../member-group-list/member-group-list.fixtures';
import { MemberGroupForm } from './member-group-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={memberGroupServer()}>
      <MemberGroupForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Member group form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewGroup: StoryObj<typeof meta> = {};
export const EditGroup: StoryObj<typeof meta> = { args: { id: 1 } };

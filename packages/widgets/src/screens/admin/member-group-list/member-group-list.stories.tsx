import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { MemberGroupList } from './member-group-list';
import { memberGroupServer } from './member-group-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={memberGroupServer(empty ? [] : undefined)}>
      <MemberGroupList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Member groups', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Groups: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { UserGroupList } from './user-group-list';
import { classServer } from './user-group-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={classServer(empty ? [] : undefined)}>
      <UserGroupList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Classes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Classes: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

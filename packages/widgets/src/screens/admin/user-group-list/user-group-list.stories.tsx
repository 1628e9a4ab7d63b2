import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { UserGroupList } from './user-group-list';
import { classServer } from './user-group-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={classServer(empty ? [] : undefined)} screen={<UserGroupList />} />;
}

const meta = { title: 'Screens/Classes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Classes: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

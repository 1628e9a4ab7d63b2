import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { MemberGroupList } from './member-group-list';
import { memberGroupServer } from './member-group-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={memberGroupServer(empty ? [] : undefined)} screen={<MemberGroupList />} />;
}

const meta = { title: 'Screens/Member groups', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Groups: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

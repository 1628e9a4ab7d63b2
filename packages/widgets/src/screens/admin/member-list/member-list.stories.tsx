import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { MemberList } from './member-list';
import { memberServer } from './member-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={memberServer(empty ? [] : undefined)} screen={<MemberList />} />;
}

const meta = { title: 'Screens/Members', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Members: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };

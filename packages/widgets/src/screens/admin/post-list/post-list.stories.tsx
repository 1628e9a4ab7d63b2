import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { PostList } from './post-list';
import { postServer } from './post-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={postServer(empty ? [] : undefined)} screen={<PostList />} />;
}

const meta = { title: 'Screens/Posts', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {};
export const NoPosts: Story = { args: { empty: true } };

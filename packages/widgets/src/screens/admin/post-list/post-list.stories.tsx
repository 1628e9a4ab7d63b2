import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { PostList } from './post-list';
import { postServer } from './post-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={postServer(empty ? [] : undefined)}>
      <PostList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Posts', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {};
export const NoPosts: Story = { args: { empty: true } };

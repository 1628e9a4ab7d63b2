import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { postServer } from '../post-list/post-list.fixtures';
import { PostForm } from './post-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, idType: 2 };
  return (
    <WithFakeSaola answers={postServer()}>
      <PostForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Post form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPost: Story = { args: {} };
export const PublishedPost: Story = { args: { id: 1 } };
export const DraftPost: Story = { args: { id: 2 } };

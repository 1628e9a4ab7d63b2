import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { fileCategoryServer, postServer } from '../post-list/post-list.fixtures';
import { FileCategoryList, PostCategoryList } from './content-category-list';

function Scenario({ kind, empty = false }: { kind: 'post' | 'file'; empty?: boolean }) {
  session.user = { ...demoConfig.user, idType: 2 };
  return kind === 'post' ? (
    <WithFakeSaola answers={postServer(undefined, empty ? [] : undefined)}>
      <PostCategoryList />
    </WithFakeSaola>
  ) : (
    <WithFakeSaola answers={fileCategoryServer(empty ? [] : undefined)}>
      <FileCategoryList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Content categories', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PostCategories: Story = { args: { kind: 'post' } };
export const NoPostCategories: Story = { args: { kind: 'post', empty: true } };
export const FileCategories: Story = { args: { kind: 'file' } };

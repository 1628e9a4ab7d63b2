import type { Meta, StoryObj } from '@storybook/react-vite';
import { libraryServer } from '../../admin/file-library/file-library.fixtures';
import { AsLearner } from '../../shared/story-frame';
import { Library } from './library';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsLearner answers={libraryServer(empty ? [] : undefined)} screen={<Library />} />;
}

const meta = { title: 'Screens/Library', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SharedWithMe: Story = {};
export const NothingShared: Story = { args: { empty: true } };

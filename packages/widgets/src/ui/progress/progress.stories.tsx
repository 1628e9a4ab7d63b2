import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar, Spinner } from './progress';

const meta = {
  title: 'UI/Progress',
  component: ProgressBar,
  args: { value: 0.42, label: 'Tải lên' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = { args: { value: 0 } };
export const Halfway: Story = {};
export const Done: Story = { args: { value: 1 } };
export const Loading: Story = { render: () => <Spinner /> };

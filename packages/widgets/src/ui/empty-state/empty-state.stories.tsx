import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Không có dữ liệu' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Plain: Story = {};
export const WithAction: Story = {
  args: { description: 'Chưa có khóa học nào.', action: <Button>Thêm khóa học</Button> },
};

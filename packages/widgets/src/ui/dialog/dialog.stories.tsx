import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDeleteDialog, Dialog } from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: () => {},
    title: 'Thông báo',
    children: 'Lịch thi học kỳ I bắt đầu từ ngày 15-12-2026.',
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const ConfirmDelete: Story = {
  render: () => <ConfirmDeleteDialog open onCancel={() => {}} onConfirm={() => {}} />,
};
export const ConfirmDeleteSeveral: Story = {
  render: () => <ConfirmDeleteDialog open count={12} onCancel={() => {}} onConfirm={() => {}} />,
};

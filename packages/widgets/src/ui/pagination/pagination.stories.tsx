import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 2, take: 20, total: 137, onPage: () => {} },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const Empty: Story = { args: { page: 1, total: 0 } };

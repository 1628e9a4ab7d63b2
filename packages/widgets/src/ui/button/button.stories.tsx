import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = { title: 'UI/Button', component: Button, args: { children: 'Lưu' } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Hủy' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Xóa' } };
export const Busy: Story = { args: { busy: true } };
export const Disabled: Story = { args: { disabled: true } };

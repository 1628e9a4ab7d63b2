import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

const meta = { title: 'UI/Avatar', component: Avatar, args: { name: 'Nguyễn Thị Hoa' } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Initials: Story = {};
export const Lao: Story = { args: { name: 'ສົມສັກ ພົມມະວົງ', size: 'lg' } };
export const Small: Story = { args: { size: 'sm' } };

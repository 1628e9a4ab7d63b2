import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Khóa học',
    tabs: [
      { key: 'info', label: 'Thông tin', content: <p>Giới thiệu khóa học Toán 10.</p> },
      { key: 'lessons', label: 'Bài học', content: <p>Chương 1: Mệnh đề và tập hợp</p> },
      { key: 'reviews', label: 'Đánh giá', content: <p>Chưa có đánh giá.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
export const Default: StoryObj<typeof meta> = {};

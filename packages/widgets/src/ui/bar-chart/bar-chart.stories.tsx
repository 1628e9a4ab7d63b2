import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './bar-chart';

const meta = { title: 'UI/BarChart', component: BarChart } satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSeries: Story = {
  args: {
    title: 'Hoạt động 7 ngày qua',
    labels: [
      '16-11-2026',
      '17-11-2026',
      '18-11-2026',
      '19-11-2026',
      '20-11-2026',
      '21-11-2026',
      '22-11-2026',
    ],
    series: [
      { label: 'Lượt đăng nhập', values: [4, 22, 25, 19, 27, 21, 6], colour: 'bg-brand-600' },
      { label: 'Lượt ghi danh', values: [0, 3, 1, 0, 5, 2, 0], colour: 'bg-amber-500' },
    ],
  },
};

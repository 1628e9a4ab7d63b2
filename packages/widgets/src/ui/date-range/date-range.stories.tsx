import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateRange, type DateRangeValue } from './date-range';

function Stateful({ initial }: { initial: DateRangeValue }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-xl pb-80">
      <DateRange label="Thời gian mở lớp" name="period" value={value} onChange={setValue} />
    </div>
  );
}

const meta = { title: 'UI/DateRange', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = { args: { initial: { from: undefined, to: undefined } } };
export const Backwards: Story = { args: { initial: { from: '2026-12-15', to: '2026-12-01' } } };

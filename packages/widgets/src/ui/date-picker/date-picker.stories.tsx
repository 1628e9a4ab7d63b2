import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TimeInput } from '../time-input/time-input';
import { DatePicker } from './date-picker';

function Stateful({ initial, error }: { initial?: string; error?: string }) {
  const [date, setDate] = useState<string | undefined>(initial);
  const [time, setTime] = useState<string | undefined>(initial ? '07:30:00' : undefined);
  return (
    <div className="flex max-w-sm flex-col gap-4 pb-80">
      <DatePicker label="Ngày bắt đầu" name="start" required value={date} onChange={setDate} error={error} />
      <TimeInput label="Giờ bắt đầu" name="time" value={time} onChange={setTime} />
      <p className="text-xs text-muted">
        {date ?? '—'} {time ?? ''}
      </p>
    </div>
  );
}

const meta = { title: 'UI/DatePicker', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const Filled: Story = { args: { initial: '2026-11-22' } };
export const WithError: Story = { args: { error: 'Vui lòng chọn ngày' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch } from './switch';

function Stateful({ initial = false, disabled = false }: { initial?: boolean; disabled?: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <Switch
      label="Cho phép học thử"
      description="Học viên xem được các bài học thử miễn phí"
      checked={on}
      onChange={setOn}
      disabled={disabled}
    />
  );
}

const meta = { title: 'UI/Switch', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Off: Story = {};
export const On: Story = { args: { initial: true } };
export const Disabled: Story = { args: { initial: true, disabled: true } };

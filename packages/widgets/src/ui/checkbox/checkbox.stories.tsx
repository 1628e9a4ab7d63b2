import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from './checkbox';

function Stateful({ initial = false, disabled = false }: { initial?: boolean; disabled?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox label="Khóa học mở" name="open" checked={checked} onChange={setChecked} disabled={disabled} />
  );
}

const meta = { title: 'UI/Checkbox', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { initial: true } };
export const Disabled: Story = { args: { initial: true, disabled: true } };

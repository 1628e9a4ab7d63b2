import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Textarea } from './textarea';

function Stateful({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Textarea
      label="Lời chào"
      name="welcome"
      value={value}
      onChange={setValue}
      maxLength={500}
      error={error}
    />
  );
}

const meta = { title: 'UI/Textarea', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const Filled: Story = { args: { initial: 'Chào mừng các em đến với khóa học Toán 10!' } };
export const WithError: Story = { args: { error: 'Không được vượt quá 500 ký tự' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';

function Stateful({ initial, error }: { initial: string; error?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <RichTextEditor label="Giới thiệu khóa học" value={html} onChange={setHtml} required error={error} />
      <RichTextView html={html} />
    </div>
  );
}

const meta = { title: 'UI/RichText', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Filled: Story = {
  args: {
    initial:
      '<h2>Toán 10</h2><p>Khóa học gồm <strong>6 chương</strong>:</p><ul><li>Mệnh đề và tập hợp</li><li>Hàm số</li></ul>',
  },
};
export const Empty: Story = { args: { initial: '' } };
export const WithError: Story = { args: { initial: '', error: 'Trường này là bắt buộc' } };

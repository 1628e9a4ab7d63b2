import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField } from './text-field';

function Stateful(props: {
  initial?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  description?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div className="max-w-sm">
      <TextField
        label="Họ tên"
        name="fullName"
        value={value}
        onChange={setValue}
        required={props.required}
        error={props.error}
        disabled={props.disabled}
        description={props.description}
      />
    </div>
  );
}

const meta = { title: 'UI/TextField', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: 'Nguyễn Thị Hoa', description: 'Như trên giấy khai sinh' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Trường này là bắt buộc' } };
export const Disabled: Story = { args: { initial: 'Không sửa được', disabled: true } };

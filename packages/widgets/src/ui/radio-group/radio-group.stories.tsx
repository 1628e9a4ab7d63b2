import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './radio-group';

function Stateful({ error }: { error?: string }) {
  const [value, setValue] = useState<'free' | 'paid' | undefined>(undefined);
  return (
    <RadioGroup
      label="Học phí"
      name="tuition"
      required
      value={value}
      onChange={setValue}
      error={error}
      options={[
        { value: 'free', label: 'Miễn phí' },
        { value: 'paid', label: 'Có phí', description: 'Nhập giá bán ở bước sau' },
      ]}
    />
  );
}

const meta = { title: 'UI/RadioGroup', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Trường này là bắt buộc' } };

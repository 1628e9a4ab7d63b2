import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField } from './password-field';

function Stateful(props: { initial?: string; strengthHint?: boolean; error?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div className="max-w-sm">
      <PasswordField
        label="Mật khẩu"
        name="password"
        value={value}
        onChange={setValue}
        required
        strengthHint={props.strengthHint}
        error={props.error}
      />
    </div>
  );
}

const meta = { title: 'UI/PasswordField', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const StrengthHint: Story = { args: { initial: 'Saola@', strengthHint: true } };
export const WithError: Story = { args: { error: 'Mật khẩu hiện tại không đúng' } };

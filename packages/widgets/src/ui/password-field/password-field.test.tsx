import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

function Harness({ strengthHint = false }: { strengthHint?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Mật khẩu"
      name="password"
      value={value}
      onChange={setValue}
      strengthHint={strengthHint}
    />
  );
}

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Mật khẩu');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ticks off the strong-password rule as it is met, when the site asks for it', async () => {
    render(<Harness strengthHint />);
    expect(screen.getByText(/ít nhất 8 ký tự/)).toBeDefined();
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'Saola@');
    const met = [...document.querySelectorAll('li')]
      .filter((li) => li.textContent?.startsWith('✓'))
      .map((li) => li.textContent);
    expect(met).toEqual(['✓ A–Z', '✓ a–z', '✓ !@#$%^&*']);
  });

  it('shows no hint when the site does not ask for strong passwords', () => {
    render(<Harness />);
    expect(document.querySelectorAll('li')).toHaveLength(0);
  });
});

import { session } from '@saola/core/session';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function NumberHarness({ seen }: { seen: Array<number | undefined> }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <TextField
      type="number"
      label="Học phí"
      name="fee"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

function Titled() {
  const [value, setValue] = useState('');
  return <TextField label="Tên bài học" name="title" maxLength={20} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('emits numbers from a number input, undefined when emptied', async () => {
    const seen: Array<number | undefined> = [];
    render(<NumberHarness seen={seen} />);
    const input = screen.getByLabelText('Học phí');
    await userEvent.type(input, '12.5');
    await userEvent.clear(input);
    expect(seen).toContain(12.5);
    expect(seen.every((v) => v === undefined || typeof v === 'number')).toBe(true);
    expect(seen.at(-1)).toBeUndefined();
  });

  it('marks a required field with a red asterisk and a spoken "required" in the current language', () => {
    session.locale = 'lo';
    render(<TextField label="ຊື່" name="name" required value="" onChange={() => {}} />);
    const label = screen.getByText('ຊື່').closest('label') as HTMLLabelElement;
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(label.querySelector('[aria-hidden="true"]')?.className).toContain('text-danger');
    expect(label.textContent).toContain('(ຈຳເປັນ)');
    expect(screen.getByRole('textbox', { name: /ຊື່/ })).toBeRequired();
  });

  it('shows its error under the field and links it for screen readers', () => {
    render(<TextField label="Email" name="email" value="x" onChange={() => {}} error="Email không hợp lệ" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(input.getAttribute('aria-describedby') as string)?.textContent).toBe(
      'Email không hợp lệ',
    );
  });

  it('never cuts what is typed or pasted past the limit: it counts, and the form’s rule says why', async () => {
    render(<Titled />);
    const input = screen.getByLabelText('Tên bài học');
    await userEvent.click(input);
    await userEvent.paste('Bài 1: Giới thiệu về phân số');
    expect(input).toHaveValue('Bài 1: Giới thiệu về phân số');
    expect(input).toHaveAccessibleDescription('28 / 20');
  });
});

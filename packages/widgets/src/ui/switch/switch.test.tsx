import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from '../radio-group/radio-group';
import { Textarea } from '../textarea/textarea';
import { Switch } from './switch';

function Settings() {
  const [on, setOn] = useState(false);
  const [mode, setMode] = useState<'free' | 'paid' | undefined>(undefined);
  const [about, setAbout] = useState('');
  return (
    <>
      <Switch label="Khóa học mở" checked={on} onChange={setOn} />
      <RadioGroup
        label="Học phí"
        name="tuition"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'free', label: 'Miễn phí' },
          { value: 'paid', label: 'Có phí' },
        ]}
        required
      />
      <Textarea label="Giới thiệu" name="about" value={about} onChange={setAbout} maxLength={20} />
    </>
  );
}

describe('Switch, RadioGroup and Textarea', () => {
  it('toggle, choose and count as a user works them', async () => {
    render(<Settings />);
    const toggle = screen.getByRole('switch', { name: 'Khóa học mở' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByText('Khóa học mở'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByRole('radio', { name: 'Có phí' }));
    expect(screen.getByRole('radio', { name: 'Có phí' })).toBeChecked();
    expect(screen.getByRole('group', { name: /Học phí/ })).toBeDefined();

    await userEvent.type(screen.getByLabelText('Giới thiệu'), 'Toán lớp 10');
    expect(screen.getByText('11 / 20')).toBeDefined();
  });
});

import { session } from '@saola/core/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { DatePicker } from '../date-picker/date-picker';
import { Form } from './form';

function Opening({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const [day, setDay] = useState<string | undefined>();
  return (
    <Form onSubmit={onSubmit}>
      <DatePicker label="Opens on" name="opens" value={day} onChange={setDay} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

describe('Form', () => {
  it('keeps its submit buttons busy while it submits, and submits once', async () => {
    let release!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<Opening onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.dblClick(save);
    await userEvent.type(screen.getByRole('textbox', { name: /^Opens on/ }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(save).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('refuses to submit while a field holds a date it cannot read, and shows that field', async () => {
    session.locale = 'lo';
    const onSubmit = vi.fn(async () => {});
    render(<Opening onSubmit={onSubmit} />);
    const opens = screen.getByRole('textbox', { name: /^Opens on/ });
    await userEvent.type(opens, '31-02-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('ວັນທີບໍ່ຖືກຕ້ອງ')).toBeDefined();
    expect(document.activeElement).toBe(opens);
  });
});

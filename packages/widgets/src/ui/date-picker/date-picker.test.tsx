import { session } from '@saola/core/session';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeInput } from '../time-input/time-input';
import { DatePicker } from './date-picker';

function Harness({ seen, initial }: { seen: Array<string | undefined>; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <DatePicker
        label="Ngày bắt đầu"
        name="start"
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('DatePicker', () => {
  it('takes a typed DD/MM/YYYY date, shows DD-MM-YYYY and emits YYYY-MM-DD', async () => {
    const seen: Array<string | undefined> = [];
    render(<Harness seen={seen} />);
    await userEvent.type(screen.getByLabelText(/^Ngày bắt đầu/), '22/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(seen).toEqual(['2026-11-22']);
    expect(screen.getByLabelText(/^Ngày bắt đầu/)).toHaveValue('22-11-2026');
  });

  it('keeps a date it cannot read as typed, says so under the field, and holds no date', async () => {
    session.locale = 'en';
    const seen: Array<string | undefined> = [];
    render(<Harness seen={seen} initial="2026-11-22" />);
    const input = screen.getByRole('textbox', { name: /^Ngày bắt đầu/ }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '31-02-2026');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input).toHaveValue('31-02-2026');
    expect(input).toHaveAccessibleDescription(/Invalid date/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.validity.customError).toBe(true);
    expect(seen.at(-1)).toBeUndefined();
    await userEvent.clear(input);
    await userEvent.type(input, '28-02-2026');
    await userEvent.tab();
    expect(seen.at(-1)).toBe('2026-02-28');
    expect(screen.queryByText('Invalid date')).toBeNull();
    expect(input.validity.customError).toBe(false);
  });

  it('opens a Monday-first calendar in the current language and picks with the keyboard', async () => {
    session.locale = 'lo';
    const seen: Array<string | undefined> = [];
    render(<Harness seen={seen} initial="2026-11-19" />);
    await userEvent.click(screen.getByRole('button', { name: 'ວັນທີ' }));
    const grid = screen.getByRole('table');
    expect(grid).toHaveAccessibleName('ພະຈິກ 2026');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe(
      new Intl.DateTimeFormat('lo', { weekday: 'short' }).format(new Date(2026, 10, 16)),
    );
    expect(within(grid).getAllByRole('row')[1]?.querySelector('button')?.getAttribute('data-day')).toBe(
      '2026-10-26',
    );
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-19');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-04');
    await userEvent.keyboard('{Enter}');
    expect(seen).toEqual(['2026-12-04']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Ngày bắt đầu/ })).toHaveValue('04-12-2026');
  });
});

describe('TimeInput', () => {
  it('turns HH:mm into HH:mm:00 and refuses what is no time', async () => {
    const seen: Array<string | undefined> = [];
    render(<TimeInput label="Giờ bắt đầu" name="time" value={undefined} onChange={(v) => seen.push(v)} />);
    const input = screen.getByLabelText(/^Giờ bắt đầu/);
    await userEvent.type(input, '7:05');
    await userEvent.tab();
    expect(seen).toEqual(['07:05:00']);
    expect(input).toHaveValue('07:05');
    await userEvent.clear(input);
    await userEvent.type(input, '25:00');
    await userEvent.tab();
    expect(seen.at(-1)).toBeUndefined();
  });
});

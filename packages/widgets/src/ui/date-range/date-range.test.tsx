import { session } from '@saola/core/session';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRange, type DateRangeValue } from './date-range';

function Harness() {
  const [value, setValue] = useState<DateRangeValue>({ from: undefined, to: undefined });
  return (
    <>
      <DateRange label="Thời gian học" name="period" value={value} onChange={setValue} />
      <output>{`${value.from ?? ''}|${value.to ?? ''}`}</output>
    </>
  );
}

describe('DateRange', () => {
  it('emits both dates and points out an end before the start', async () => {
    session.locale = 'en';
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: /Start date/ }), '15-12-2026');
    await userEvent.type(screen.getByRole('textbox', { name: /End date/ }), '01-12-2026');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-15|2026-12-01');
    expect(screen.getByText('The end date may not be before the start date')).toBeDefined();
    await userEvent.clear(screen.getByRole('textbox', { name: /End date/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /End date/ }), '31-12-2026');
    await userEvent.tab();
    expect(screen.queryByText('The end date may not be before the start date')).toBeNull();
  });
});

import { displayDate, parseDisplayDate } from '@saola/core/dates';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { cx } from '../cx';
import { TypedField } from '../field/typed-field';
import { useTypedValue } from '../field/use-typed-value';
import { useCalendar } from './use-calendar';

export interface DatePickerProps {
  label: string;
  name: string;
  /** YYYY-MM-DD, or undefined when no date is chosen. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  required?: boolean | undefined;
  error?: string | undefined;
}

/**
 * A date: typed as DD-MM-YYYY (or DD/MM/YYYY, YYYY-MM-DD) or chosen in a Monday-first calendar; it hands
 * back YYYY-MM-DD. The calendar is a table of day buttons the arrow keys, Page Up/Down, Enter and Escape work.
 */
export function DatePicker({ label, name, value, onChange, required, error }: DatePickerProps) {
  const t = useT();
  const typed = useTypedValue(value, displayDate, parseDisplayDate, onChange);
  const [open, setOpen] = useState(false);
  const gridId = useId();

  return (
    <TypedField
      label={label}
      name={name}
      format="DD-MM-YYYY"
      typed={typed}
      unreadableMessage={t('validation.invalidDate')}
      required={required}
      error={error}
    >
      <button
        type="button"
        aria-label={t('common.date')}
        aria-expanded={open}
        aria-controls={gridId}
        onClick={() => setOpen((o) => !o)}
        className="absolute inset-y-1 end-1 rounded px-2 text-muted hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden>▦</span>
      </button>
      {open && (
        <Calendar
          id={gridId}
          selected={value}
          onPick={(day) => {
            typed.choose(day);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </TypedField>
  );
}

function Calendar({
  id,
  selected,
  onPick,
  onClose,
}: {
  id: string;
  selected: string | undefined;
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const calendar = useCalendar(selected);
  const grid = useRef<HTMLTableElement>(null);
  const { focused } = calendar;
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowLeft':
        calendar.move(-1);
        break;
      case 'ArrowRight':
        calendar.move(1);
        break;
      case 'ArrowUp':
        calendar.move(-7);
        break;
      case 'ArrowDown':
        calendar.move(7);
        break;
      case 'PageUp':
        calendar.shiftMonth(-1);
        break;
      case 'PageDown':
        calendar.shiftMonth(1);
        break;
      case 'Escape':
        onClose();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="absolute start-0 top-full z-40 mt-1 w-72 rounded-xl bg-white p-3 shadow-lg ring-1 ring-line">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className="rounded px-2 py-1 hover:bg-gray-100"
          aria-label={t('common.previous')}
          onClick={() => calendar.shiftMonth(-1)}
        >
          ‹
        </button>
        <span className="text-sm font-semibold capitalize" aria-live="polite">
          {calendar.title}
        </span>
        <button
          type="button"
          className="rounded px-2 py-1 hover:bg-gray-100"
          aria-label={t('common.next')}
          onClick={() => calendar.shiftMonth(1)}
        >
          ›
        </button>
      </div>
      <table
        id={id}
        ref={grid}
        aria-label={calendar.title}
        className="w-full text-center text-sm"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {calendar.weekdayNames.map((name) => (
              <th key={name} scope="col" className="pb-1 text-xs font-medium text-muted">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = Number(day.slice(5, 7)) === calendar.month.month;
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-pressed={day === selected}
                      aria-label={displayDate(day)}
                      onClick={() => onPick(day)}
                      onFocus={() => calendar.setFocused(day)}
                      className={cx(
                        'size-8 rounded-full focus-visible:outline-2 focus-visible:outline-brand-600',
                        day === selected ? 'bg-brand-600 text-white' : 'hover:bg-brand-50',
                        !inMonth && day !== selected && 'text-gray-400',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

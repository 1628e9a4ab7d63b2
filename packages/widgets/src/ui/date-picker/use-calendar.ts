import { dayjs, monthGrid, schoolDay, weekDays } from '@saola/core/dates';
import { useMemo, useState } from 'react';
import { useLocale } from '../../runtime/i18n';

/** A month of days for the picker, Monday first, with names from the browser's own locale data. */
export function useCalendar(selected: string | undefined) {
  const locale = useLocale();
  const start = dayjs(selected ?? schoolDay(new Date()));
  const [month, setMonth] = useState({ year: start.year(), month: start.month() + 1 });
  const [focused, setFocused] = useState<string>(selected ?? schoolDay(new Date()));

  const weeks = useMemo(() => monthGrid(month.year, month.month), [month]);
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(month.year, month.month - 1, 1),
  );
  const weekdayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    return weekDays(new Date(2026, 10, 16)).map((day) => format.format(dayjs(day).toDate()));
  }, [locale]);

  const showMonthOf = (day: string) => {
    const d = dayjs(day);
    setMonth({ year: d.year(), month: d.month() + 1 });
  };

  /** Moves the focused day by `days`, following into the next or previous month. */
  const move = (days: number) => {
    const next = dayjs(focused).add(days, 'day').format('YYYY-MM-DD');
    setFocused(next);
    showMonthOf(next);
  };

  const shiftMonth = (by: number) => {
    const d = dayjs(new Date(month.year, month.month - 1, 1)).add(by, 'month');
    setMonth({ year: d.year(), month: d.month() + 1 });
    setFocused(d.format('YYYY-MM-DD'));
  };

  return { month, weeks, title, weekdayNames, focused, setFocused, move, shiftMonth, locale };
}

import { REPORT_DAYS_MAX } from '@saola/core/api';
import type { Translate } from '@saola/core/i18n';
import { type RawBuilder, sql } from 'kysely';
import { fieldError } from '../../http/errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  start: RawBuilder<Date>;
  end: RawBuilder<Date>;
}

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value));

/**
 * A period of whole school days in the school's time zone, `from` to `to` inclusive (YYYY-MM-DD), each
 * optional; a bad date, an end before the start or more than about three years answer the field's error.
 */
export function periodOf(
  t: Translate,
  from: string | undefined,
  to: string | undefined,
  zone: string,
): { start: RawBuilder<Date> | null; end: RawBuilder<Date> | null } {
  if (from && !isDay(from)) throw fieldError('from', t('validation.invalidDate'));
  if (to && !isDay(to)) throw fieldError('to', t('validation.invalidDate'));
  if (from && to) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) throw fieldError('to', t('validation.dateRange'));
    if (days > REPORT_DAYS_MAX) throw fieldError('to', t('report.tooLong'));
  }
  return {
    start: from ? sql<Date>`(${from}::date::timestamp at time zone ${zone})` : null,
    end: to ? sql<Date>`((${to}::date + 1)::timestamp at time zone ${zone})` : null,
  };
}

/** `column` within the period (either end open when not given). */
export function within(
  column: RawBuilder<unknown>,
  p: { start: RawBuilder<Date> | null; end: RawBuilder<Date> | null },
) {
  const parts: RawBuilder<unknown>[] = [sql`${column} is not null`];
  if (p.start) parts.push(sql`${column} >= ${p.start}`);
  if (p.end) parts.push(sql`${column} < ${p.end}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

import { endOfDay, startOfDay } from '@saola/core/dates';
import type { RequestContext } from './context';
import { fieldError } from './errors';

/**
 * A date a form sent: a day (YYYY-MM-DD) starts at midnight in the school's time zone, or with `end` lasts
 * to its last millisecond; a full ISO time is kept. Null when blank; a field error when it is not a date.
 */
export function dateField(
  ctx: Pick<RequestContext<unknown>, 't' | 'site'>,
  field: string,
  value: string | null | undefined,
  end = false,
): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
  const date = day ? (end ? endOfDay : startOfDay)(text, ctx.site.timeZone) : new Date(text);
  if (Number.isNaN(date.getTime())) throw fieldError(field, ctx.t('validation.invalidValue'));
  return date;
}

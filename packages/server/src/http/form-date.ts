import { formMoment } from '@saola/core/validate';
import type { RequestContext } from './context';
import { fieldError } from './errors';

/**
 * A date a form sent, as core's `formMoment` reads it in the school's time zone. Null when blank; a field error
 * when it is not a date.
 */
export function dateField(
  ctx: Pick<RequestContext<unknown>, 't' | 'site'>,
  field: string,
  value: string | null | undefined,
  end = false,
): Date | null {
  const date = formMoment(value, ctx.site.timeZone, end);
  if (date && Number.isNaN(date.getTime())) throw fieldError(field, ctx.t('validation.invalidValue'));
  return date;
}

import type { Cycle } from '@saola/core/api';
import { dayjs } from '@saola/core/dates';

/** Monthly cycles count from the first sending, so 31 January → 28 February → 31 March, not 28 March. */
export function occurrenceAfter(first: Date, cycle: Cycle, index: number): Date {
  const unit = cycle === 'daily' ? 'day' : cycle === 'weekly' ? 'week' : 'month';
  return dayjs(first).add(index, unit).toDate();
}

import { type Formats, formatsFor } from '@saola/core/format';
import { useMemo } from 'react';
import { useLocale } from './i18n';

/**
 * Numbers, prices, sizes, percents, dates and time zones as the current language writes them, moments on the
 * school's clock (1.500.000 ₫, 80,5 KB, 22-11-2026 10:12 in Vietnamese): the one way a screen writes a figure.
 * A file apart from the runtime's i18n: the formatters bring dayjs and the zone tables, which only screens need.
 */
export function useFormat(): Formats {
  const locale = useLocale();
  return useMemo(() => formatsFor(locale), [locale]);
}

import { LOCALES, type Locale } from '@saola/core/constants';
import type { TranslationKey } from '@saola/core/i18n';
import { useId } from 'react';
import { useLocale, useT } from '../../runtime/i18n';

export interface LocaleSwitcherProps {
  onChange: (locale: Locale) => void;
}

/**
 * Each language's name (written out, so the dead-key test sees each key): the switcher's and every screen's. Kept
 * here, not in a module of its own, which would be one more chunk on every first page.
 */
export const LOCALE_NAMES: Record<Locale, TranslationKey> = {
  vi: 'locale.vi',
  en: 'locale.en',
  lo: 'locale.lo',
};

/** vi / en / lo, each named in its own language. */
export function LocaleSwitcher({ onChange }: LocaleSwitcherProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => onChange(event.target.value as Locale)}
        className="rounded-control border border-line bg-white px-2 py-1 text-sm"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(LOCALE_NAMES[code])}
          </option>
        ))}
      </select>
    </div>
  );
}

import { LOCALES, type Locale } from '@saola/core/constants';
import { useId } from 'react';
import { useLocale, useT } from '../../runtime/i18n';
import { LOCALE_NAMES } from './locale-names';

export interface LocaleSwitcherProps {
  onChange: (locale: Locale) => void;
}

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

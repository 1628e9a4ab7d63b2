import type { Locale } from '@saola/core/constants';
import type { TranslationKey } from '@saola/core/i18n';

/** Each language's name (written out, so the dead-key test sees each key): the switcher's and every screen's. */
export const LOCALE_NAMES: Record<Locale, TranslationKey> = {
  vi: 'locale.vi',
  en: 'locale.en',
  lo: 'locale.lo',
};

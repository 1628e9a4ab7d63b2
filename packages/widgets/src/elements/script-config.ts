import type { Locale } from '@saola/core/constants';
import { isLocale } from '@saola/core/i18n';

export interface ScriptOptions {
  baseUrl?: string;
  locale?: Locale;
}

/**
 * Settings written on the <script> tag that loads the bundle, so a page needs no code at all:
 * `<script type="module" src="…/saola-elements.js" data-base-url="https://lms.truong.edu.vn" data-locale="lo">`.
 */
export function optionsFromScript(scripts: Iterable<HTMLScriptElement>, bundleUrl: string): ScriptOptions {
  for (const script of scripts) {
    if (!script.src || script.src !== bundleUrl) continue;
    const { baseUrl, locale } = script.dataset;
    return { ...(baseUrl ? { baseUrl } : {}), ...(isLocale(locale) ? { locale } : {}) };
  }
  return {};
}

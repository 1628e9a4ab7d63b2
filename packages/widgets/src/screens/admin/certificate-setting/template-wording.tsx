import type { CertificateWording } from '@saola/core/api';
import { LOCALES, type Locale } from '@saola/core/constants';
import { useT } from '../../../runtime/i18n';
import { LOCALE_NAMES } from '../../../ui/locale-switcher/locale-switcher';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';

export type Wordings = Record<Locale, CertificateWording>;

/** The saved words per language, with an empty pair for each language the school has not written. */
export const wordingsFrom = (saved: Partial<Wordings>): Wordings =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, { title: saved[locale]?.title ?? '', body: saved[locale]?.body ?? '' }]),
  ) as Wordings;

/**
 * The certificate's title and body in each language: a learner reading that language gets them; a language
 * left without a title gets the template's own.
 */
export function TemplateWording({
  value,
  onChange,
}: {
  value: Wordings;
  onChange: (next: Wordings) => void;
}) {
  const t = useT();
  const set = (locale: Locale, part: keyof CertificateWording, text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [part]: text } });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">{t('certificateTemplate.wording')}</legend>
      <p className="text-sm text-muted">{t('certificateTemplate.wordingHelp')}</p>
      {LOCALES.map((locale) => {
        const language = t(LOCALE_NAMES[locale]);
        return (
          <div key={locale} className="flex flex-col gap-2 border-l-2 border-line pl-3">
            <TextField
              name={`translations.${locale}.title`}
              label={t('certificateTemplate.wordingTitle', { language })}
              maxLength={200}
              lang={locale}
              value={value[locale].title}
              onChange={(text) => set(locale, 'title', text)}
            />
            <Textarea
              name={`translations.${locale}.body`}
              label={t('certificateTemplate.wordingBody', { language })}
              maxLength={2000}
              value={value[locale].body}
              onChange={(text) => set(locale, 'body', text)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

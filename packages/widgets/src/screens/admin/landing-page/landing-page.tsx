import ArrowTopRightOnSquareIcon from '@heroicons/react/24/outline/ArrowTopRightOnSquareIcon';
import { DESIGNS, type DesignId, type LandingPage } from '@saola/core/api';
import { LOCALES, type Locale } from '@saola/core/constants';
import { displayDateTime } from '@saola/core/dates';
import { type Failure, failureOf } from '@saola/core/http';
import { pathTo, type RecordScreen } from '@saola/core/routes';
import { useCallback, useEffect, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { LOCALE_NAMES } from '../../../ui/locale-switcher/locale-switcher';
import { Spinner } from '../../../ui/progress/progress';
import { Pill } from '../../../ui/status-badge/pill';

export interface LandingPageSettingProps {
  onNavigate?: (to: string) => void;
}

/** Each design's builder: its route takes the language of the page it edits (`/setting/design-2/en`). */
const DESIGN_SCREENS = {
  1: 'landingDesign',
  2: 'landingDesign2',
  3: 'landingDesign3',
} as const satisfies Record<DesignId, RecordScreen>;

export const designPath = (design: DesignId, locale: Locale) =>
  pathTo(DESIGN_SCREENS[design], { id: locale });

function LanguagePage({ locale, onNavigate }: { locale: Locale; onNavigate: (to: string) => void }) {
  const t = useT();
  const { api } = useSaola();
  const [page, setPage] = useState<LandingPage | Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const reply = await api.landingPage.get({ locale });
    setPage(reply.error || !reply.data ? failureOf(reply) : reply.data);
  }, [api, locale]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!page) return <Spinner />;
  if (typeof page === 'string') return <LoadFailed failure={page} onRetry={() => void load()} />;
  const publish = async (published: boolean) => {
    setBusy(true);
    const reply = await api.landingPage.publish({ locale, published });
    setBusy(false);
    if (!reply.error && reply.data) setPage(reply.data);
  };
  const headingId = `saola-landing-${locale}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {t(LOCALE_NAMES[locale])}
        </h2>
        <Pill tone={page.publishedAt ? 'green' : 'gray'}>
          {page.publishedAt
            ? t('builder.published', { date: displayDateTime(page.publishedAt) })
            : t('builder.notPublished')}
        </Pill>
      </div>
      {page.updatedAt && (
        <p className="text-sm text-muted">
          {t('builder.draftSaved', { date: displayDateTime(page.updatedAt) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {DESIGNS.map((design) => (
          <a
            key={design}
            href={designPath(design, locale)}
            onClick={(event) => {
              event.preventDefault();
              onNavigate(designPath(design, locale));
            }}
            aria-label={`${t('builder.open')} ${t('builder.design', { n: design })} — ${t(LOCALE_NAMES[locale])}`}
            className={`rounded-control px-3 py-2 text-sm font-medium ring-1 ${page.updatedAt && page.design === design ? 'bg-brand-600 text-white ring-brand-600' : 'text-brand-700 ring-line hover:bg-brand-50'}`}
          >
            {t('builder.open')} · {t('builder.design', { n: design })}
          </a>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button busy={busy} onClick={() => void publish(true)} disabled={!page.updatedAt}>
          {t('builder.publish')}
        </Button>
        {page.publishedAt && (
          <>
            <Button variant="secondary" busy={busy} onClick={() => void publish(false)}>
              {t('builder.unpublish')}
            </Button>
            <a
              href={`/?lang=${locale}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('builder.viewPublic')}
              <ArrowTopRightOnSquareIcon aria-hidden className="size-4" />
            </a>
          </>
        )}
      </div>
    </section>
  );
}

/** The school's home page in each language: its state, its three designs to edit, publish and unpublish. */
export function LandingPageSetting({ onNavigate }: LandingPageSettingProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.landingPage')}</h1>
      <p className="text-sm text-muted">{t('builder.designHint')}</p>
      {LOCALES.map((locale) => (
        <LanguagePage key={locale} locale={locale} onNavigate={go} />
      ))}
    </div>
  );
}

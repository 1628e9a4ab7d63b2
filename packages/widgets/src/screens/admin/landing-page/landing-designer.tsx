import { type Data, Puck } from '@puckeditor/core';
import { pathTo } from '@saola/core/routes';
// Puck's styles without the web font it fetches from another host (schools may have no internet, and no
// page of Saola's loads anything from elsewhere).
import '@puckeditor/core/no-external.css';
import { type DesignId, type LandingPage, SECTION_TYPES, type SectionType } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { displayDateTime } from '@saola/core/dates';
import { type Failure, failureOf } from '@saola/core/http';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { useLocalAnnouncements } from './dnd-announcements';
import { fromPuck, puckConfig, puckDictionary, SECTION_NAMES, toPuck } from './puck-config';

export interface LandingDesignerProps {
  /** Which starting design this route edits (`design`, `design-2`, `design-3`). */
  design: DesignId;
  /** The language of the page edited. */
  locale: Locale;
  onNavigate?: (to: string) => void;
}

/**
 * The home page builder: sections dragged and dropped with a live preview (Puck), a draft saved per language,
 * published when ready. Opening a design other than the draft's starts from that design.
 */
export function LandingDesigner({ design, locale, onNavigate }: LandingDesignerProps) {
  const t = useT();
  const { api } = useSaola();
  const go = useNavigateTo(onNavigate);
  const [state, setState] = useState<{ page: LandingPage; data: Data; other: boolean } | Failure | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const data = useRef<Data | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const config = useMemo(() => puckConfig(t), [t]);
  const dictionary = useMemo(() => puckDictionary(t), [t]);
  // A dragged section is named by its label (Puck's ids start with the section's type).
  const nameOf = useCallback(
    (id: string) => {
      const type =
        SECTION_TYPES.find((name) => id === name || id.startsWith(`${name}-`)) ??
        (data.current?.content.find((item) => item.props.id === id)?.type as SectionType | undefined);
      return type ? t(SECTION_NAMES[type]) : t('builder.puck.component');
    },
    [t],
  );
  useLocalAnnouncements(nameOf, t);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for the page again
  useEffect(() => {
    void Promise.all([api.landingPage.get({ locale }), api.landingPage.designs({ locale })]).then(
      ([page, designs]) => {
        if (page.error || !page.data) return setState(failureOf(page));
        if (designs.error || !designs.data) return setState(failureOf(designs));
        const saved = page.data.updatedAt !== null && page.data.design === design;
        const start = saved ? page.data.draft : designs.data.find((d) => d.id === design)?.page;
        if (!start) return setState('notFound');
        data.current = toPuck(start);
        setState({ page: page.data, data: data.current, other: page.data.updatedAt !== null && !saved });
      },
    );
  }, [api, locale, design, attempt]);

  // Puck's loading spinners carry a label but no role, which assistive technology may not announce: they are
  // given the status role their label implies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame exists once the page is loaded
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const mark = () => {
      for (const loader of root.querySelectorAll('span[aria-label]:not([role])'))
        loader.setAttribute('role', 'status');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [state === null || typeof state === 'string']);

  if (!state) return <Spinner />;
  if (typeof state === 'string')
    return (
      <LoadFailed
        failure={state}
        onRetry={() => {
          setState(null);
          setAttempt((n) => n + 1);
        }}
        onBack={() => go(pathTo('landingPage'))}
      />
    );

  const save = async (publish: boolean) => {
    if (!data.current) return;
    setBusy(publish ? 'publish' : 'save');
    const saved = await api.landingPage.save({ locale, design, page: fromPuck(data.current) });
    const done = !saved.error && publish ? await api.landingPage.publish({ locale, published: true }) : saved;
    setBusy(null);
    if (!done.error && done.data) setState({ ...state, page: done.data, other: false });
  };

  // The editor takes the window below the app's header: inside the page's column, Puck's two panels left
  // the canvas a third of a wide screen.
  return (
    <div className="fixed inset-x-0 top-14 bottom-0 z-20 flex flex-col gap-3 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-muted">
          {state.page.publishedAt
            ? t('builder.published', { date: displayDateTime(state.page.publishedAt) })
            : t('builder.notPublished')}
          {state.other && <p className="text-amber-700">{t('builder.otherDesign')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => go(pathTo('landingPage'))}>
            {t('common.back')}
          </Button>
          <Button variant="secondary" busy={busy === 'save'} onClick={() => void save(false)}>
            {t('builder.saveDraft')}
          </Button>
          <Button busy={busy === 'publish'} onClick={() => void save(true)}>
            {t('builder.publish')}
          </Button>
        </div>
      </div>
      <div ref={frame} className="min-h-0 flex-1 overflow-hidden rounded-xl ring-1 ring-line">
        <Puck
          config={config}
          data={state.data}
          dictionary={dictionary}
          iframe={{ enabled: false }}
          headerTitle={t('builder.design', { n: design })}
          onChange={(next) => {
            data.current = next;
          }}
          overrides={{ headerActions: () => <></> }}
          height="100%"
        />
      </div>
    </div>
  );
}

import { ChevronRightIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import type { SetupKind, TeacherDesk, WaitingItem, WaitingKind, WeekFigures } from '@saola/core/api';
import { schoolTime } from '@saola/core/dates';
import type { TranslationKey } from '@saola/core/i18n';
import type { ReactNode } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { EXAMS_PATH, QUESTIONS_PATH, SCHEDULE_PATH, SETUP_PATHS, waitingPath } from './use-admin-dashboard';

const WAITING_TEXT: Record<WaitingKind, TranslationKey> = {
  ordersToConfirm: 'desk.waitingOrdersToConfirm',
  membersToApprove: 'desk.waitingMembersToApprove',
  coursesToApprove: 'desk.waitingCoursesToApprove',
  failedImports: 'desk.waitingFailedImports',
  videoFailures: 'desk.waitingVideoFailures',
};

const SETUP_TEXT: Record<SetupKind, TranslationKey> = {
  mail: 'desk.setupMail',
  payment: 'desk.setupPayment',
  domain: 'desk.setupDomain',
  homePage: 'desk.setupHomePage',
  certificate: 'desk.setupCertificate',
};

type Go = (to: string) => void;

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-line';

/** A link inside the product: the host moves to it (or the element's page hears `saola-navigate`). */
function DeskLink({ to, go, children }: { to: string; go: Go; children: ReactNode }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        go(to);
      }}
      className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <span>{children}</span>
      <ChevronRightIcon aria-hidden className="size-4 shrink-0" />
    </a>
  );
}

/** What waits for the viewer, each a link to where it is done; "nothing waits" when nothing does. */
export function WaitingSection({ items, go }: { items: WaitingItem[]; go: Go }) {
  const t = useT();
  return (
    <section aria-labelledby="desk-waiting" className={card}>
      <h2 id="desk-waiting" className="mb-2 font-semibold text-ink">
        {t('desk.waitingTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('desk.nothingWaiting')}</p>
      ) : (
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.kind}>
              <DeskLink to={waitingPath(item)} go={go}>
                {t(WAITING_TEXT[item.kind], { count: item.count })}
              </DeskLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the school has not set up yet (the owner's), each a link to its setting. */
export function SetupSection({ missing, go }: { missing: SetupKind[]; go: Go }) {
  const t = useT();
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="desk-setup" className={`${card} ring-amber-300`}>
      <h2 id="desk-setup" className="mb-2 flex items-center gap-2 font-semibold text-ink">
        <ExclamationTriangleIcon aria-hidden className="size-5 text-amber-600" />
        {t('desk.setupTitle')}
      </h2>
      <ul className="flex flex-col">
        {missing.map((kind) => (
          <li key={kind}>
            <DeskLink to={SETUP_PATHS[kind]} go={go}>
              {t(SETUP_TEXT[kind])}
            </DeskLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last seven days: learners who studied, courses completed, and revenue for those who may see it. */
export function WeekSection({ week }: { week: WeekFigures }) {
  const t = useT();
  const { number, money } = useFormat();
  const figures: Array<[string, string]> = [
    [t('desk.activeLearners'), number(week.activeLearners)],
    [t('desk.completions'), number(week.completions)],
  ];
  if (week.revenue !== null) figures.push([t('desk.revenue'), money(week.revenue)]);
  return (
    <section aria-labelledby="desk-week" className={card}>
      <h2 id="desk-week" className="mb-3 font-semibold text-ink">
        {t('desk.weekTitle')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A teacher's day: her classes' sessions today, the exams to watch and the questions waiting for her. */
export function TeacherDay({ desk, go }: { desk: TeacherDesk; go: Go }) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="desk-sessions" className={card}>
        <h2 id="desk-sessions" className="mb-2 font-semibold text-ink">
          {t('desk.sessionsToday')}
        </h2>
        {desk.sessionsToday.length === 0 ? (
          <p className="text-sm text-muted">{t('desk.noSessionsToday')}</p>
        ) : (
          <ul className="flex flex-col">
            {desk.sessionsToday.map((s) => (
              <li key={`${s.idClass}-${s.startsAt}`}>
                <DeskLink to={SCHEDULE_PATH} go={go}>
                  <span className="tabular-nums">
                    {schoolTime(s.startsAt)}–{schoolTime(s.endsAt)}
                  </span>{' '}
                  {s.name}
                </DeskLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="desk-exams" className={card}>
        <h2 id="desk-exams" className="mb-2 font-semibold text-ink">
          {t('desk.examsToWatch')}
        </h2>
        {desk.examsToWatch.length === 0 ? (
          <p className="text-sm text-muted">{t('desk.noExamsToWatch')}</p>
        ) : (
          <ul className="flex flex-col">
            {desk.examsToWatch.map((x) => (
              <li key={x.id}>
                <DeskLink to={EXAMS_PATH} go={go}>
                  {x.name}{' '}
                  <span className="font-normal text-muted">
                    · {t('desk.examCloses', { time: dateTime(x.closesAt) })}
                  </span>
                </DeskLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('desk.questionsWaiting', { count: desk.questionsWaiting })} className={card}>
        {desk.questionsWaiting === 0 ? (
          <p className="text-sm text-muted">{t('desk.noQuestionsWaiting')}</p>
        ) : (
          <DeskLink to={QUESTIONS_PATH} go={go}>
            {t('desk.questionsWaiting', { count: desk.questionsWaiting })}
          </DeskLink>
        )}
      </section>
    </div>
  );
}

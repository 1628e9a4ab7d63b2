import { displayDateTime } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { cx } from '../../../ui/cx';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Pagination } from '../../../ui/pagination/pagination';
import { Spinner } from '../../../ui/progress/progress';
import { LazyRichTextView } from '../../../ui/rich-text/lazy-rich-text-view';
import { Switch } from '../../../ui/switch/switch';
import { NOTIFICATIONS_PAGE_SIZE, useMyNotifications } from './use-my-notifications';

/** The signed-in user's notifications, newest first; unread ones stand out until opened. */
export function MyNotifications() {
  const t = useT();
  const inbox = useMyNotifications();

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{t('route.myNotifications')}</h1>
        <Switch
          label={t('notifications.unreadOnly')}
          checked={inbox.unreadOnly}
          onChange={inbox.setUnreadOnly}
        />
      </div>
      {inbox.failure ? (
        <LoadFailed failure={inbox.failure} onRetry={inbox.reload} />
      ) : !inbox.items ? (
        <Spinner />
      ) : inbox.items.length === 0 ? (
        <EmptyState title={t(inbox.unreadOnly ? 'notifications.emptyUnread' : 'notifications.empty')} />
      ) : (
        <>
          <ul className="divide-y divide-line overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line">
            {inbox.items.map((item) => {
              const detail = inbox.opened[item.id];
              const unread = !item.read && !detail;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-expanded={Boolean(detail)}
                    onClick={() => void inbox.open(item)}
                    className="flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-gray-50"
                  >
                    <span
                      aria-hidden
                      className={cx(
                        'mt-2 size-2 shrink-0 rounded-full',
                        unread ? 'bg-brand-600' : 'bg-transparent',
                      )}
                    />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className={cx('text-ink', unread && 'font-semibold')}>{item.title}</span>
                        {unread && (
                          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                            {t('notifications.unread')}
                          </span>
                        )}
                      </span>
                      <span className="text-xs text-muted">{displayDateTime(item.sentAt)}</span>
                    </span>
                  </button>
                  {detail && (
                    <div className="px-9 pb-4">
                      <LazyRichTextView html={detail.content} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <Pagination
            page={inbox.page}
            take={NOTIFICATIONS_PAGE_SIZE}
            total={inbox.total}
            onPage={inbox.setPage}
          />
        </>
      )}
    </div>
  );
}

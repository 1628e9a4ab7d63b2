import { BellIcon } from '@heroicons/react/24/outline';
import { pathTo } from '@saola/core/routes';
import { loadUnreadCount } from '@saola/core/session';
import { useEffect } from 'react';
import { useSession, useT } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';

export const INBOX_PATH = pathTo('myNotifications');
/** How often the badge asks again while the page stays open. */
const RECOUNT_MS = 60_000;

/** The header's bell: the unread count, recounted on every page change and every minute; opens the inbox. */
export function NotificationBell({
  currentPath,
  onNavigate,
}: {
  currentPath: string;
  onNavigate: (path: string) => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const { unreadNotifications } = useSession();
  const count = unreadNotifications ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the moment to recount
  useEffect(() => {
    void loadUnreadCount(api);
    const timer = setInterval(() => void loadUnreadCount(api), RECOUNT_MS);
    return () => clearInterval(timer);
  }, [api, currentPath]);

  return (
    <a
      href={INBOX_PATH}
      aria-label={t('notifications.bell', { count })}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(INBOX_PATH);
      }}
      className="relative rounded-full p-1.5 text-muted hover:bg-gray-100 hover:text-ink"
    >
      <BellIcon aria-hidden className="size-6" />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}

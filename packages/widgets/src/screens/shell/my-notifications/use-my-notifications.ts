import type { MyNotification } from '@saola/core/api';
import { loadUnreadCount, session } from '@saola/core/session';
import { useEffect, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The user's inbox, a page at a time; opening a message reads it in full and marks it read. */
export function useMyNotifications() {
  const { api } = useSaola();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [opened, setOpened] = useState<Record<number, MyNotification>>({});
  const inbox = useReply(
    (a) => a.notification.myNotification({ page, take: NOTIFICATIONS_PAGE_SIZE, unreadOnly }),
    [page, unreadOnly],
  );
  const unread = inbox.data?.unread;
  // The list counts unread messages anyway: the header's badge takes the figure from it.
  useEffect(() => {
    if (unread !== undefined) session.unreadNotifications = unread;
  }, [unread]);

  const open = async (item: MyNotification) => {
    if (opened[item.id]) {
      setOpened(({ [item.id]: _closed, ...rest }) => rest);
      return;
    }
    const wasUnread = !item.read;
    const reply = await api.notification.detailNotification({ id: item.id });
    if (reply.error || !reply.data) return;
    const detail = reply.data;
    setOpened((current) => ({ ...current, [item.id]: detail }));
    if (wasUnread) void loadUnreadCount(api);
  };

  return {
    items: inbox.data?.data ?? null,
    total: inbox.data?.total ?? 0,
    failure: inbox.failure,
    reload: inbox.reload,
    page,
    setPage,
    unreadOnly,
    setUnreadOnly: (value: boolean) => {
      setUnreadOnly(value);
      setPage(1);
    },
    opened,
    open,
  };
}

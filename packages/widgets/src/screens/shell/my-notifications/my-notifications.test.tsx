import type { MyNotification } from '@saola/core/api';
import { initialSession, session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, ok, renderWithFake } from '../../../../test/fake-saola';
import { MyNotifications } from './my-notifications';
import { INBOX } from './my-notifications.fixtures';

beforeEach(() => {
  Object.assign(session, initialSession(), {
    website: demoConfig.website,
    user: demoConfig.user,
    accessToken: 'token',
  });
});

/** A fake inbox that pages, filters and marks read as the server does. */
function setup(all: MyNotification[] = INBOX.map((item) => ({ ...item }))) {
  const fake = renderWithFake(<MyNotifications />, {
    '/Auth/Notification/MyNotification': (request) => {
      const query = new URL(request.url).searchParams;
      const shown = query.get('unreadOnly') === 'true' ? all.filter((item) => !item.read) : all;
      const take = Number(query.get('take'));
      const page = Number(query.get('page') ?? 1);
      return ok({
        data: shown.slice((page - 1) * take, page * take),
        total: shown.length,
        unread: all.filter((item) => !item.read).length,
      });
    },
    '/Auth/Notification/DetailNotification': (request) => {
      const item = all.find((i) => i.id === Number(new URL(request.url).searchParams.get('id')));
      if (item) item.read = true;
      return ok(item);
    },
  });
  return fake;
}

describe('MyNotifications', () => {
  it('lists messages newest first, marks the unread, and opens one to read it, which marks it read', async () => {
    setup();
    const unread = (await screen.findByText('Lịch thi học kỳ I')).closest('button') as HTMLElement;
    expect(unread).toHaveAccessibleName(/^Lịch thi học kỳ I\s*Chưa đọc/);
    // The count comes with its own reply, which may land after the list's.
    await waitFor(() => expect(session.unreadNotifications).toBe(1));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(unread);
    const item = unread.closest('li') as HTMLElement;
    expect(await within(item).findByText('15-12-2026')).toBeDefined();
    expect(unread).toHaveAttribute('aria-expanded', 'true');
    expect(within(item).queryByText('Chưa đọc')).toBeNull();
    await waitFor(() => expect(session.unreadNotifications).toBe(0));
  });

  it('shows only unread messages when asked, and says when there are none', async () => {
    setup(INBOX.map((item) => ({ ...item, read: true })));
    await screen.findByText('Lịch thi học kỳ I');
    await userEvent.click(screen.getByRole('switch', { name: 'Chỉ hiện chưa đọc' }));
    expect(await screen.findByText('Không có thông báo chưa đọc.')).toBeDefined();
  });

  it('pages through a long inbox', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...(INBOX[2] as MyNotification),
      id: 100 - i,
      title: `Thông báo số ${i + 1}`,
    }));
    setup(many);
    await screen.findByText('Thông báo số 1');
    expect(screen.getByText('1–10 / 12')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp theo' }));
    expect(await screen.findByText('Thông báo số 11')).toBeDefined();
    expect(screen.queryByText('Thông báo số 1')).toBeNull();
  });
});

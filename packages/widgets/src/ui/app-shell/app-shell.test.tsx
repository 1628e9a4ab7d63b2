import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, ok, renderWithFake } from '../../../test/fake-saola';
import { AppShell } from './app-shell';
import { ADMIN_MENUS } from './app-shell.fixtures';

function setup(currentPath: string) {
  Object.assign(session, {
    ...demoConfig,
    user: { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 },
    menus: ADMIN_MENUS,
    accessToken: 't'.repeat(43),
  });
  const onNavigate = vi.fn();
  const fake = renderWithFake(
    <AppShell currentPath={currentPath} onNavigate={onNavigate}>
      <h1>Nội dung</h1>
    </AppShell>,
    {
      '/Auth/User/Signout': ok(null),
      '/Auth/Notification/MyNotification': ok({ data: [], total: 4, unread: 4 }),
    },
  );
  return { ...fake, onNavigate };
}

describe('AppShell', () => {
  it('shows the site, the menu from the config and marks the current page', () => {
    setup('/course/edit/3'.replace('edit/3', 'list'));
    expect(screen.getAllByText('Saola Demo School').length).toBeGreaterThan(0);
    const nav = screen.getAllByRole('navigation', { name: 'Danh mục' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Bảng điều khiển' })).toHaveAttribute('href', '/dashboard');
    // The group holding the current page starts open, its item marked current.
    expect(within(nav).getByRole('button', { name: 'Khóa học' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Khóa học' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates through the host router and collapses groups', async () => {
    const { onNavigate } = setup('/dashboard');
    const nav = screen.getAllByRole('navigation', { name: 'Danh mục' })[0] as HTMLElement;
    const group = within(nav).getByRole('button', { name: 'Khóa học' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    await userEvent.click(within(nav).getByRole('link', { name: 'Danh mục khóa học' }));
    expect(onNavigate).toHaveBeenCalledWith('/courseCategory/list');
  });

  it('signs out from the user menu and goes to sign-in', async () => {
    const { onNavigate, sent } = setup('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Nguyễn Thị Hoa/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Đăng xuất' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/signIn'));
    expect(sent.some((r) => r.url.endsWith('/Auth/User/Signout'))).toBe(true);
    expect(session.accessToken).toBeNull();
  });

  it('closes the user menu on Escape, on a click outside and after choosing an item, with keyboard support', async () => {
    const { onNavigate } = setup('/dashboard');
    const opener = await screen.findByRole('button', { name: /Nguyễn Thị Hoa/ });
    await userEvent.click(opener);
    expect(screen.getByRole('menuitem', { name: 'Hồ sơ' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Hồ sơ' })).toBeNull());

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('heading', { name: 'Nội dung' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Hồ sơ' })).toBeNull());

    opener.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Hồ sơ' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Hồ sơ' })).toBeNull());
    expect(onNavigate).toHaveBeenCalledWith('/user/profile');
  });

  it('opens the menu as a drawer on a phone', async () => {
    setup('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Danh mục' }));
    expect(screen.getAllByRole('navigation', { name: 'Danh mục' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Đóng' })[0] as HTMLElement);
    expect(screen.getAllByRole('navigation', { name: 'Danh mục' })).toHaveLength(1);
  });

  it('shows the unread count on the bell, recounted on each page, and opens the inbox', async () => {
    const { onNavigate, sent } = setup('/dashboard');
    const bell = await screen.findByRole('link', { name: 'Thông báo, 4 chưa đọc' });
    expect(within(bell).getByText('4')).toBeDefined();
    await userEvent.click(bell);
    expect(onNavigate).toHaveBeenCalledWith('/myNotification/list');
    expect(sent.filter((r) => r.url.includes('/Auth/Notification/MyNotification'))).toHaveLength(1);
  });
});

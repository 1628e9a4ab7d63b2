import { initialSession, session } from '@saola/core/session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type Answers, demoConfig, ok, refuse, renderWithFake } from '../../test/fake-saola';
import { useSyncUrl } from '../runtime/sync-url';
import { AppHost } from './app-host';
import type { AreaModule } from './area';

const student = { ...demoConfig, menus: [{ titleKey: 'route.dashboard', path: '/dashboard', icon: 'home' }] };
const owner = { ...student, user: { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 } };
const teacher = { ...student, user: { ...demoConfig.user, fullName: 'Lê Văn Minh', idType: 3, rights: [] } };

/** Says whether the screen's lists and tabs may keep their state in the address. */
function AddressUse() {
  return <p>{useSyncUrl() ? 'state in the address' : 'state in memory'}</p>;
}

const area = (name: string): AreaModule => ({
  screens: {
    '/dashboard': () => (
      <>
        <h1>{name} dashboard</h1>
        <AddressUse />
      </>
    ),
    '/user/profile': ({ navigate }) => (
      <button type="button" onClick={() => navigate('/dashboard')}>
        {name} profile
      </button>
    ),
    '/myNotification/list': () => <h1>{name} inbox</h1>,
    '/course-package/add': () => <input aria-label={`${name} package name`} />,
  },
});

function setup(path: string, answers: Answers = {}) {
  const location = memoryLocation({ path, record: true });
  const areas = {
    admin: vi.fn(async () => area('Admin')),
    student: vi.fn(async () => area('Student')),
  };
  const fake = renderWithFake(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppHost areas={areas} />
    </Router>,
    {
      '/Auth/Notification/MyNotification': ok({ data: [], total: 0, unread: 0 }),
      ...answers,
    },
  );
  return { ...fake, location, areas };
}

const signedIn = (config: typeof student) => Object.assign(session, config, { accessToken: 'kept-token' });

const scrollTo = vi.fn();
beforeEach(() => {
  Object.assign(session, initialSession());
  document.title = '';
  scrollTo.mockClear();
  // jsdom lays nothing out and has no scrolling; the host's call is what is checked.
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('AppHost', () => {
  it('sends a signed-out visitor to /, remembers the page, and returns there after sign-in', async () => {
    const { location, sent } = setup('/myNotification/list', {
      '/Auth/Config/Get': ok({ ...student, user: null }),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/signIn'));
    expect(session.redirectAfterSignIn).toBe('/myNotification/list');
    // The Splash asked for the configuration once, not again on each render its own answer caused.
    expect(sent.filter((r) => r.url.includes('/Auth/Config/Get'))).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeDefined();
  });

  it("keeps sign-in's ?next= (a public course page's Buy) for after sign-in", async () => {
    setup(`/signIn?next=${encodeURIComponent('/myNotification/list?start=buy')}`, {
      '/Auth/Config/Get': ok({ ...student, user: null }),
    });
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeDefined();
    expect(session.redirectAfterSignIn).toBe('/myNotification/list?start=buy');
  });

  it('follows ?next= straight away for someone already signed in', async () => {
    signedIn(student);
    const { location } = setup('/signUp?next=/myNotification/list');
    expect(await screen.findByRole('heading', { name: 'Student inbox' })).toBeDefined();
    expect(location.history.at(-1)).toBe('/myNotification/list');
  });

  it('never keeps a ?next= that leads to another site', async () => {
    setup('/signIn?next=//evil.test/x', { '/Auth/Config/Get': ok({ ...student, user: null }) });
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeDefined();
    expect(session.redirectAfterSignIn).toBeNull();
  });

  it('opens the student area for a student, without fetching the admin area', async () => {
    signedIn(student);
    const { areas } = setup('/dashboard', { '/Auth/Config/Get': ok(student) });
    expect(await screen.findByRole('heading', { name: 'Student dashboard' })).toBeDefined();
    expect(areas.admin).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Bảng điều khiển · Saola Demo School'));
    expect(document.documentElement.lang).toBe('vi');
    // The address is the product's own, so a reload shows the same page of a list and the same tab.
    expect(screen.getByText('state in the address')).toBeDefined();
  });

  it('asks an imported account for its own password before any page of its area, then opens the page', async () => {
    const imported = { ...student, user: { ...student.user, mustChangePassword: true as const } };
    signedIn(imported);
    let changed = false;
    const { areas } = setup('/dashboard', {
      '/Auth/Config/Get': () => ok(changed ? student : imported),
      '/Auth/User/EditProfile': () => {
        changed = true;
        return ok(student.user);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Chọn mật khẩu của bạn' })).toBeDefined();
    // No menu, no area: nothing that would ask the server for what it refuses meanwhile.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(areas.student).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Mật khẩu hiện tại/), 'Saola@2026');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu mới/), 'Trang-riêng@2027');
    await userEvent.type(screen.getByLabelText(/^Xác nhận mật khẩu/), 'Trang-riêng@2027');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu và tiếp tục' }));
    expect(await screen.findByRole('heading', { name: 'Student dashboard' })).toBeDefined();
  });

  it('starts each new page at the top', async () => {
    signedIn(student);
    setup('/user/profile', { '/Auth/Config/Get': ok(student) });
    await userEvent.click(await screen.findByRole('button', { name: 'Student profile' }));
    expect(await screen.findByRole('heading', { name: 'Student dashboard' })).toBeDefined();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('opens the admin area for an owner', async () => {
    signedIn(owner);
    const { areas } = setup('/dashboard', { '/Auth/Config/Get': ok(owner) });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeDefined();
    expect(areas.student).not.toHaveBeenCalled();
  });

  it('shows PageNotFound for a path outside the user’s area, titled so', async () => {
    signedIn(student);
    setup('/teachers/list', { '/Auth/Config/Get': ok(student) });
    expect(await screen.findByText('Không tìm thấy trang')).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Không tìm thấy trang · Saola Demo School'));
  });

  it('signs in from ?accessToken= and takes the token out of the address', async () => {
    const { location, sent } = setup('/dashboard?accessToken=from-portal&tab=2', {
      '/Auth/User/LogInFromAccessToken': ok({ accessToken: 'mine', notificationToken: 'n' }),
      '/Auth/Config/Get': ok(student),
    });
    expect(await screen.findByRole('heading', { name: 'Student dashboard' })).toBeDefined();
    expect(location.history.at(-1)).toBe('/dashboard?tab=2');
    expect(location.history.some((entry, i) => i > 0 && entry.includes('accessToken'))).toBe(false);
    expect(sent.find((r) => r.url.endsWith('/LogInFromAccessToken'))?.body).toEqual({
      accessToken: 'from-portal',
    });
    expect(session.accessToken).toBe('mine');
  });

  it('answers a 403 with the alert and the dashboard', async () => {
    signedIn(student);
    const { location, saola } = setup('/user/profile', {
      '/Auth/Config/Get': ok(student),
      '/Auth/User/Profile': refuse(403, 'Bạn không có quyền'),
    });
    await screen.findByRole('button', { name: 'Student profile' });
    await act(() => saola.api.auth.profile({}).then(() => undefined));
    expect(location.history.at(-1)).toBe('/dashboard');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Bạn không có quyền');
    expect(session.accessToken).toBe('kept-token');
  });
});

describe('AppHost on a screen the user has no right to', () => {
  it('says so in place of the form, before any input, with a way back to the dashboard', async () => {
    signedIn(teacher);
    const { location } = setup('/course-package/add', { '/Auth/Config/Get': ok(teacher) });
    expect(await screen.findByText('Bạn không có quyền truy cập trang này.')).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(location.history.at(-1)).toBe('/course-package/add');
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeDefined();
  });

  it('opens the same address for a teacher whose group grants the right', async () => {
    const granted = { ...teacher, user: { ...teacher.user, rights: ['coursePackage'] } };
    signedIn(granted);
    setup('/course-package/add', { '/Auth/Config/Get': ok(granted) });
    expect(await screen.findByRole('textbox', { name: 'Admin package name' })).toBeDefined();
  });
});

describe('AppHost on a revoked token', () => {
  it('alerts and sends the user to sign-in, keeping the page to come back to', async () => {
    signedIn(student);
    const { location, saola } = setup('/myNotification/list', {
      '/Auth/Config/Get': ok(student),
      '/Auth/User/Profile': refuse(401, 'Phiên đăng nhập đã hết hạn'),
    });
    await screen.findByRole('heading', { name: 'Student inbox' });
    await act(() => saola.api.auth.profile({}).then(() => undefined));
    await waitFor(() => expect(location.history.at(-1)).toBe('/signIn'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Phiên đăng nhập đã hết hạn');
    expect(session.accessToken).toBeNull();
    expect(session.redirectAfterSignIn).toBe('/myNotification/list');
  });
});

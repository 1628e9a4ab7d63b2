import { snapshot } from 'valtio/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfigReply } from '../api/config';
import { type Access, isAccess, RIGHTS, right } from '../http/access';
import { fail, fakeServer, ok } from '../testing/fake-server';
import {
  allows,
  chooseLocaleSignedOut,
  clearSession,
  hasRight,
  initialSession,
  isAdminArea,
  isSessionReady,
  type KeyValueStorage,
  loadConfig,
  loadUnreadCount,
  persistSession,
  rememberRedirect,
  restoreSession,
  SESSION_STORAGE_KEY,
  session,
  setLocale,
  signIn,
  signInWithAccessToken,
  signOut,
  siteFlags,
  startSession,
  t,
  takeRedirect,
} from '.';

const config: ConfigReply = {
  user: { id: 1, fullName: 'Chủ trường', username: 'owner', idType: 2, avatarUrl: null },
  website: {
    idSite: 1,
    name: 'Saola Demo School',
    logoUrl: null,
    faviconUrl: null,
    isK12: true,
    isK12OrBusiness: false,
    isUniversity: false,
    isSetStrongPassword: true,
    userAnalyticApiUrl: null,
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  menus: [{ titleKey: 'route.dashboard', path: '/dashboard', icon: 'home' }],
  marketingSettings: { isOnFbComment: false, fbAppId: null },
};

class MemoryStorage implements KeyValueStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.assign(session, initialSession());
});

describe('session actions', () => {
  it('signIn stores both tokens, sends the device id, then loads the configuration in the current language', async () => {
    session.locale = 'lo';
    const server = fakeServer({
      '/Auth/User/SignIn': () => ok({ accessToken: 'a1', notificationToken: 'n1' }),
      '/Auth/Config/Get': () => ok(config),
    });
    const reply = await signIn(server.api, { username: 'owner', password: 'Saola@2026' });
    expect(reply.error).toBe(false);
    expect(server.sent[0]?.body).toEqual({
      username: 'owner',
      password: 'Saola@2026',
      idDevice: session.deviceId,
    });
    expect(server.sent[1]?.url).toBe('http://saola.test/Auth/Config/Get?language=lo-LA');
    expect(server.sent[1]?.headers.Authorization).toBe('Bearer a1');
    expect(session.accessToken).toBe('a1');
    expect(session.notificationToken).toBe('n1');
    expect(session.user?.fullName).toBe('Chủ trường');
    expect(isSessionReady()).toBe(true);
  });

  it('after signing in, speaks the language the user chose last time, not the browser’s', async () => {
    session.locale = 'vi';
    const server = fakeServer({
      '/Auth/User/SignIn': () => ok({ accessToken: 'a1', notificationToken: 'n1' }),
      '/Auth/Config/Get': () => ok({ ...config, user: { ...config.user, locale: 'lo' } }),
    });
    await signIn(server.api, { username: 'owner', password: 'Saola@2026' });
    expect(session.locale).toBe('lo');
    // A configuration loaded on a later page keeps the language the user is using now.
    session.locale = 'en';
    await loadConfig(server.api);
    expect(session.locale).toBe('en');
  });

  it('a language chosen before signing in wins over the account’s saved one, and is saved to the account', async () => {
    session.locale = 'vi';
    chooseLocaleSignedOut('en');
    const server = fakeServer({
      '/Auth/User/SignIn': () => ok({ accessToken: 'a1', notificationToken: 'n1' }),
      '/Auth/Config/ChangeLanguage': () => ok(null),
      '/Auth/Config/Get': () => ok({ ...config, user: { ...config.user, locale: 'lo' } }),
    });
    await signIn(server.api, { username: 'owner', password: 'Saola@2026' });
    expect(session.locale).toBe('en');
    const change = server.sent.find((request) => request.url.endsWith('/Auth/Config/ChangeLanguage'));
    expect(change?.body).toEqual({ code: 'en-US' });
    expect(server.sent.at(-1)?.url).toBe('http://saola.test/Auth/Config/Get?language=en-US');
    // Chosen once: the next sign-in on this device takes the account's saved language again.
    expect(session.localeChosen).toBe(false);
  });

  it('a refused sign-in keeps the session empty', async () => {
    const server = fakeServer({ '/Auth/User/SignIn': () => fail(400, 'Sai mật khẩu') });
    await signIn(server.api, { username: 'owner', password: 'x' });
    expect(session.accessToken).toBeNull();
    expect(server.sent).toHaveLength(1);
  });

  it('signInWithAccessToken exchanges the token', async () => {
    const server = fakeServer({
      '/Auth/User/LogInFromAccessToken': () => ok({ accessToken: 'a2', notificationToken: 'n2' }),
      '/Auth/Config/Get': () => ok(config),
    });
    await signInWithAccessToken(server.api, 'from-link');
    expect(server.sent[0]?.body).toEqual({ accessToken: 'from-link' });
    expect(session.accessToken).toBe('a2');
    expect(session.menus).toHaveLength(1);
  });

  it('loadConfig leaves the session as it was when the server fails', async () => {
    const server = fakeServer({ '/Auth/Config/Get': () => fail(500) });
    await loadConfig(server.api, { quiet: true });
    expect(session.website).toBeNull();
  });

  it('signOut revokes on the server and clears user, token, website and menus but keeps the locale', async () => {
    Object.assign(session, { ...config, accessToken: 'a1', notificationToken: 'n1', locale: 'en' });
    const server = fakeServer({ '/Auth/User/Signout': () => ok(null) });
    await signOut(server.api);
    expect(server.sent[0]?.headers.Authorization).toBe('Bearer a1');
    expect(snapshot(session)).toMatchObject({
      user: null,
      accessToken: null,
      notificationToken: null,
      website: null,
      menus: null,
      locale: 'en',
    });
    await signOut(server.api);
    expect(server.sent).toHaveLength(1);
  });

  it('signOut still clears locally when the server cannot be reached', async () => {
    session.accessToken = 'a1';
    const server = fakeServer({ '/Auth/User/Signout': () => new Error('offline') });
    await signOut(server.api);
    expect(session.accessToken).toBeNull();
    expect(server.notices).toBeDefined();
  });

  it('setLocale switches the language, tells the server when signed in, and answers the change URL', async () => {
    const server = fakeServer({ '/Auth/Config/ChangeLanguage': () => ok({ code: 'en-US' }) });
    expect(await setLocale(server.api, 'lo')).toBe('/Home/ChangeLanguage?code=lo-LA');
    expect(server.sent).toHaveLength(0);
    expect(t('auth.signIn')).toBe('ເຂົ້າສູ່ລະບົບ');
    session.accessToken = 'a1';
    expect(await setLocale(server.api, 'en', 'https://x.edu')).toBe(
      'https://x.edu/Home/ChangeLanguage?code=en-US',
    );
    expect(server.sent[0]?.body).toEqual({ code: 'en-US' });
    expect(server.sent[0]?.headers['Content-Language']).toBe('en-US');
  });

  it('remembers the requested path once', () => {
    rememberRedirect('/course/list?tab=2');
    expect(takeRedirect()).toBe('/course/list?tab=2');
    expect(takeRedirect()).toBe('/dashboard');
  });
});

describe('session helpers', () => {
  it('isAdminArea: owners and teachers only', () => {
    expect(isAdminArea({ idType: 2 })).toBe(true);
    expect(isAdminArea({ idType: 3 })).toBe(true);
    expect(isAdminArea({ idType: 4 })).toBe(false);
    expect(isAdminArea({ idType: 1 })).toBe(false);
    expect(isAdminArea(null)).toBe(false);
  });
  it('siteFlags read the website config, false when absent', () => {
    expect(siteFlags(config.website)).toEqual({
      isK12: true,
      isK12OrBusiness: false,
      isUniversity: false,
      strongPasswordRequired: true,
    });
    expect(siteFlags(null).strongPasswordRequired).toBe(false);
  });
  it('clearSession keeps locale and device id', () => {
    Object.assign(session, { ...config, accessToken: 'x', locale: 'lo' });
    const device = session.deviceId;
    clearSession();
    expect(session.user).toBeNull();
    expect(session.locale).toBe('lo');
    expect(session.deviceId).toBe(device);
  });
});

describe('persistence', () => {
  it('writes every change to lasting storage and restores it on the next load', async () => {
    const lasting = new MemoryStorage();
    const stop = persistSession({ lasting });
    session.accessToken = 'kept';
    session.locale = 'en';
    await flush();
    stop();
    const saved = JSON.parse(lasting.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(saved).toMatchObject({ accessToken: 'kept', locale: 'en', remember: true });

    Object.assign(session, initialSession());
    restoreSession({ lasting });
    expect(session.accessToken).toBe('kept');
    expect(session.locale).toBe('en');
  });

  it('keeps a session that is not to be remembered only for the tab, leaving nothing lasting', async () => {
    const lasting = new MemoryStorage();
    const tab = new MemoryStorage();
    lasting.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: 'old' }));
    const stop = persistSession({ lasting, tab });
    session.remember = false;
    session.accessToken = 'this-tab-only';
    await flush();
    stop();
    expect(lasting.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(tab.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      accessToken: 'this-tab-only',
      remember: false,
    });

    Object.assign(session, initialSession());
    restoreSession({ lasting, tab });
    expect(session.accessToken).toBe('this-tab-only');
    expect(session.remember).toBe(false);
    // A new browser session has no tab storage: nothing is restored.
    Object.assign(session, initialSession());
    restoreSession({ lasting, tab: new MemoryStorage() });
    expect(session.accessToken).toBeNull();
  });

  it('ignores malformed or foreign stored data', () => {
    const lasting = new MemoryStorage();
    lasting.setItem(SESSION_STORAGE_KEY, '{not json');
    restoreSession({ lasting });
    expect(lasting.getItem(SESSION_STORAGE_KEY)).toBeNull();
    lasting.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ locale: 'fr', deviceId: 7, remember: 'yes', accessToken: 't', evil: 1 }),
    );
    restoreSession({ lasting });
    expect(session.locale).toBe('vi');
    expect(typeof session.deviceId).toBe('string');
    expect(session.remember).toBe(true);
    expect(session.accessToken).toBe('t');
    expect((session as unknown as Record<string, unknown>).evil).toBeUndefined();
    lasting.setItem(SESSION_STORAGE_KEY, '42');
    expect(() => restoreSession({ lasting })).not.toThrow();
  });

  it('keeps working when storage is missing or full', async () => {
    expect(() => persistSession({})()).not.toThrow();
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const stop = persistSession({ lasting: full });
    session.locale = 'lo';
    await flush();
    stop();
    expect(session.locale).toBe('lo');
  });
});

describe('rights', () => {
  it('owners hold every right; a teacher those of their group; students none', () => {
    expect(hasRight({ idType: 2 }, 'courseCategory')).toBe(true);
    expect(hasRight({ idType: 3, rights: ['courseCategory'] }, 'courseCategory')).toBe(true);
    expect(hasRight({ idType: 3, rights: [] }, 'courseCategory')).toBe(false);
    expect(hasRight({ idType: 4, rights: ['courseCategory'] }, 'courseCategory')).toBe(false);
    expect(hasRight(null, 'courseCategory')).toBe(false);
  });
  it('reads an access the same way for the guard, the menus and the server', () => {
    const owner = { idType: 2 };
    const teacher = { idType: 3, rights: [RIGHTS.coursePackage] };
    const student = { idType: 4, rights: [RIGHTS.coursePackage] };
    const admits = (access: Access) => [owner, teacher, student].map((user) => allows(access, user));
    expect(admits('signedIn')).toEqual([true, true, true]);
    expect(admits('admin')).toEqual([true, true, false]);
    expect(admits('owner')).toEqual([true, false, false]);
    expect(admits('student')).toEqual([false, false, true]);
    expect(admits(right(RIGHTS.coursePackage))).toEqual([true, true, false]);
    expect(admits(right(RIGHTS.student))).toEqual([true, false, false]);
  });
  it('knows an access only when it is fixed or names a right of RIGHTS', () => {
    expect(right(RIGHTS.manageAllCourses)).toBe('right:course.manageAll');
    expect(['admin', 'right:student', 'right:notification.sendAll'].every(isAccess)).toBe(true);
    expect([undefined, '', 'teacher', 'right:', 'right:students'].some(isAccess)).toBe(false);
  });
});

describe('starting a page', () => {
  it('opens in the language of ?lang=, then keeps it over the next visit', async () => {
    const lasting = new MemoryStorage();
    let stop = startSession({ search: '?lang=lo', languages: ['en-US'], storages: { lasting } });
    expect(session.locale).toBe('lo');
    await flush();
    stop();
    Object.assign(session, initialSession());
    stop = startSession({ search: '', languages: ['en-US'], storages: { lasting } });
    expect(session.locale).toBe('lo');
    stop();
  });

  it('follows the browser on a first visit without ?lang=, and Vietnamese when it knows none', () => {
    startSession({ languages: ['fr-FR', 'en-GB'], storages: {} })();
    expect(session.locale).toBe('en');
    startSession({ languages: ['fr-FR'], storages: {} })();
    expect(session.locale).toBe('vi');
  });
});

describe('unread notifications', () => {
  it('counts them for a signed-in user, quietly, and forgets them on sign-out', async () => {
    const server = fakeServer({
      '/Auth/Notification/MyNotification': (request) => {
        const query = new URL(request.url).searchParams;
        expect([query.get('take'), query.get('unreadOnly')]).toEqual(['1', 'true']);
        return ok({ data: [], total: 3, unread: 3 });
      },
    });
    await loadUnreadCount(server.api);
    expect(session.unreadNotifications).toBeNull();
    session.accessToken = 't';
    await loadUnreadCount(server.api);
    expect(session.unreadNotifications).toBe(3);
    clearSession();
    expect(session.unreadNotifications).toBeNull();
  });
});

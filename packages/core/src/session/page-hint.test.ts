import { afterEach, describe, expect, it } from 'vitest';
import { ID_TYPE } from '../constants';
import { clearSession, keepPageHint, pageHintValue, readPageHint, session } from '.';

const user = (idType: number) => ({ idType }) as unknown as NonNullable<typeof session.user>;

describe('the page hint', () => {
  afterEach(() => {
    clearSession();
    session.locale = 'vi';
  });

  it('names the area the user opens and the language', () => {
    expect(pageHintValue({ user: user(ID_TYPE.STUDENT), locale: 'lo' })).toBe('student.lo');
    expect(pageHintValue({ user: user(ID_TYPE.OWNER), locale: 'vi' })).toBe('admin.vi');
    expect(pageHintValue({ user: user(ID_TYPE.OBSERVER), locale: 'en' })).toBe('admin.en');
    expect(pageHintValue({ user: null, locale: 'en' })).toBe('out.en');
  });

  it('is read back from a Cookie header among other cookies, and nothing malformed is trusted', () => {
    expect(readPageHint('a=1; saola.page=student.lo; b=2')).toEqual({ area: 'student', locale: 'lo' });
    expect(readPageHint('saola.page=out.en')).toEqual({ area: null, locale: 'en' });
    expect(readPageHint('saola.page=root.xx')).toEqual({ area: null, locale: null });
    expect(readPageHint('saola.pages=admin.vi')).toEqual({ area: null, locale: null });
    expect(readPageHint(undefined)).toEqual({ area: null, locale: null });
  });

  it('follows the session: signing in, changing language, signing out', async () => {
    const doc = { cookie: '' };
    const stop = keepPageHint(doc);
    expect(doc.cookie).toMatch(/^saola\.page=out\.vi; path=\/; max-age=\d+; SameSite=Lax$/);
    session.user = user(ID_TYPE.TEACHER);
    session.locale = 'lo';
    await Promise.resolve();
    expect(readPageHint(doc.cookie)).toEqual({ area: 'admin', locale: 'lo' });
    clearSession();
    await Promise.resolve();
    expect(readPageHint(doc.cookie)).toEqual({ area: null, locale: 'lo' });
    stop();
  });
});

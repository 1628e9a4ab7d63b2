import AxeBuilder from '@axe-core/playwright';
import { type Browser, type ConsoleMessage, expect, type Page } from '@playwright/test';
import { LOCALES } from '@saola/core/constants';
import { dictionaries, loadAllDictionaries } from '@saola/core/i18n';
import { registeredRoutes } from '@saola/core/routes';
import { SERVER } from '../playwright.config';
import { apiToken, openSignedIn, test } from './support';

/**
 * Every registered screen, as each area's user sees it, in the three languages at 360 px: no console error,
 * no untranslated key on the page, no horizontal scrolling, and no serious or critical axe violation
 * (colour contrast included, which jsdom cannot judge). A screen registered without a sample address here
 * fails the test, so a new screen is checked from the day it is registered.
 *
 * Two classes of defect are looked for on every screen too. Times: the device here keeps Los Angeles' clock,
 * fifteen hours from the school's, and each screen must show the same dates and times as on a device in Ho Chi
 * Minh City. Dialogs: what was typed in a dialog opened by the screen's Add button survives Escape.
 */
test.use({ timezoneId: 'America/Los_Angeles' });
const SCHOOL_ZONE = 'Asia/Ho_Chi_Minh';

/** Every key of the dictionaries ('course.name' …): one of these on a page is a missing translation. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const KEYS = loadAllDictionaries().then(() => keysOf(dictionaries.vi ?? {}));

type Samples = Record<string, (api: Api) => Promise<string>>;

type Api = <T>(path: string, body?: object) => Promise<T>;

/** The first record a list holds, else one made as the screen would make it (the demo has no retail student). */
async function firstId(api: Api, path: string, make?: [string, object]): Promise<number> {
  const found = (await api<{ data: Array<{ id: number }> }>(path)).data[0]?.id;
  if (found !== undefined) return found;
  if (!make) throw new Error(`the demo school has nothing at ${path} to open`);
  return (await api<{ id: number }>(make[0], make[1])).id;
}

/** A real address for each pattern with parameters, from the demo school's own records. */
const SAMPLES: Samples = {
  '/activeCode/edit/:id': async (api) =>
    `/activeCode/edit/${await firstId(api, '/Lms/ActiveCode/List?take=1', [
      '/Lms/ActiveCode/Generate',
      {
        name: 'Thẻ mẫu',
        count: 5,
        length: 10,
        usesPerCode: 1,
        idCourses: [(await api<{ data: Array<{ id: number }> }>('/Lms/Course/List?take=1')).data[0]?.id],
      },
    ])}`,
  '/unit-management/edit/:id': async (api) =>
    `/unit-management/edit/${await firstId(api, '/Lms/Unit/List?take=1', ['/Lms/Unit/Add', { name: 'Phòng Đào tạo' }])}`,
  '/memberGroup/edit/:id': async (api) =>
    `/memberGroup/edit/${await firstId(api, '/Lms/MemberGroup/List?take=1', ['/Lms/MemberGroup/Add', { name: 'Tân binh 2026' }])}`,
  '/member/edit/:id': async (api) =>
    `/member/edit/${await firstId(api, '/Lms/Member/List?take=1', [
      '/Lms/Member/Add',
      { fullName: 'Vũ Minh Anh', username: 'anh.vu', password: 'Thanhvien@2026' },
    ])}`,
  '/approve/flow/edit/:id': async (api) =>
    `/approve/flow/edit/${await firstId(api, '/Lms/ApproveFlow/List?take=1')}`,
  '/approve/member/detail/:id': async (api) =>
    `/approve/member/detail/${await firstId(api, '/Lms/Approval/List?take=1')}`,
  '/course/edit/:id': async (api) => `/course/edit/${await firstId(api, '/Lms/Course/List?take=1')}`,
  '/teaching/edit/:id': async (api) => `/teaching/edit/${await firstId(api, '/Lms/Teaching/List?take=1')}`,
  '/registerUser/edit/:id': async (api) =>
    `/registerUser/edit/${await firstId(api, '/Lms/Student/List?take=1&kind=registered')}`,
  '/retailStudent/edit/:id': async (api) =>
    `/retailStudent/edit/${await firstId(api, '/Lms/Student/List?take=1&kind=retail', [
      '/Lms/Student/Add',
      { kind: 'retail', fullName: 'Lê Văn Tâm', username: 'tam.le', password: 'Hocsinh@2026' },
    ])}`,
  '/course-package/edit/:id': async (api) =>
    `/course-package/edit/${await firstId(api, '/Lms/CoursePackage/List?take=1', [
      '/Lms/CoursePackage/Add',
      {
        name: 'Gói ôn thi THPT',
        price: 1_500_000,
        idCourses: [(await api<{ data: Array<{ id: number }> }>('/Lms/Course/List?take=1')).data[0]?.id],
      },
    ])}`,
  '/setting/design/:id': async () => '/setting/design/vi',
  '/setting/design-2/:id': async () => '/setting/design-2/en',
  '/setting/design-3/:id': async () => '/setting/design-3/lo',
  '/setting/editNotification/:id': async (api) =>
    `/setting/editNotification/${await firstId(api, '/Auth/Notification/List?take=1')}`,
  '/post/edit/:id': async (api) => `/post/edit/${await firstId(api, '/Lms/Post/List?take=1')}`,
  '/couponCode/edit/:id': async (api) => `/couponCode/edit/${await firstId(api, '/Lms/Coupon/List?take=1')}`,
  '/order/edit/:id': async (api) => `/order/edit/${await firstId(api, '/Lms/Order/List?take=1')}`,
  '/teachers/edit/:id': async (api) => `/teachers/edit/${await firstId(api, '/Lms/Teacher/List?take=1')}`,
  '/monitor/edit/:id': async (api) => `/monitor/edit/${await firstId(api, '/Lms/Monitor/List?take=1')}`,
  '/userGroupScoreRecord/list/:id': async (api) =>
    `/userGroupScoreRecord/list/${await firstId(api, '/Lms/UserGroup/List?take=1')}`,
  '/userGroupNoteRecord/list/:id': async (api) =>
    `/userGroupNoteRecord/list/${await firstId(api, '/Lms/UserGroup/List?take=1')}`,
  '/registeredUserScoreRecord/list/:id': async (api) =>
    `/registeredUserScoreRecord/list/${await firstId(api, '/Lms/Student/List?take=1&kind=registered')}`,
  '/registeredUserNoteRecord/list/:id': async (api) =>
    `/registeredUserNoteRecord/list/${await firstId(api, '/Lms/Student/List?take=1&kind=registered')}`,
  '/userGroup/edit/:id': async (api) => `/userGroup/edit/${await firstId(api, '/Lms/UserGroup/List?take=1')}`,
  '/study/list/:id?/:name?': async () => '/study/list',
  '/backgroundJob/exportList/:moduleName?': async () => '/backgroundJob/exportList',
  '/backgroundJob/importList/:moduleName?': async () => '/backgroundJob/importList/member',
  '/my-course/:id': async (api) =>
    `/my-course/${(await api<{ data: Array<{ idCourse: number }> }>('/Lms/Learning/MyCourses?take=1')).data[0]?.idCourse}`,
  '/course/:id/lesson/:idLesson?': async (api) =>
    `/course/${(await api<{ data: Array<{ idCourse: number }> }>('/Lms/Learning/MyCourses?take=1')).data[0]?.idCourse}/lesson`,
  '/student/course/:id/lesson/:idLesson?': async (api) =>
    `/student/course/${(await api<{ data: Array<{ idCourse: number }> }>('/Lms/Learning/MyCourses?take=1')).data[0]?.idCourse}/lesson`,
};

async function addresses(page: Page, area: 'admin' | 'student', username: string): Promise<string[]> {
  const token = await apiToken(page, username);
  const api: Api = async <T>(path: string, body?: object): Promise<T> => {
    const headers = { authorization: `Bearer ${token}` };
    const reply = body
      ? await page.request.post(`${SERVER}${path}`, { headers, data: body })
      : await page.request.get(`${SERVER}${path}`, { headers });
    const answer = await reply.json();
    if (answer.error) throw new Error(`${path}: ${reply.status()} ${answer.message}`);
    return answer.data as T;
  };
  const paths: string[] = [];
  for (const { path } of registeredRoutes()[area]) {
    if (!path.includes(':')) paths.push(path);
    else {
      const sample = SAMPLES[path];
      expect(sample, `a sample address for ${path} in e2e/specs/every-screen.spec.ts`).toBeDefined();
      if (sample) paths.push(await sample(api));
    }
  }
  return paths;
}

async function check(page: Page, path: string, problems: string[]) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // There is no internet here (nor at some schools): a blocked YouTube is a state the lesson page says so
    // itself; only our own origin's failures are errors.
    const external =
      message.text().startsWith('Failed to load resource') && !message.location().url.startsWith(SERVER);
    if (message.type() === 'error' && !external) errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await settled(page, path);
    const text = (await page.locator('body').textContent()) ?? '';
    const untranslated = (await KEYS).filter((key) => text.includes(key));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    for (const error of errors) problems.push(`${path}: console error: ${error}`);
    for (const key of untranslated) problems.push(`${path}: untranslated key ${key}`);
    if (overflow > 0) problems.push(`${path}: ${overflow} px of horizontal scrolling at 360 px`);
    for (const v of serious)
      problems.push(
        `${path}: axe ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim()}`,
      );
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

/** The dates and times a page shows (12:30, 16/11/2026, 16-11-2026, 2026-11-16), in order. */
async function moments(page: Page): Promise<string[]> {
  const text = (await page.locator('main').textContent()) ?? '';
  return text.match(/\b\d{1,2}:\d{2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
}

/** The same signed-in session on a device in the school's own time zone. */
async function schoolDevice(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    timezoneId: SCHOOL_ZONE,
    locale: 'vi-VN',
    viewport: page.viewportSize(),
  });
  return context.newPage();
}

/** What a page shows at `path`, once its requests are done. */
async function settled(page: Page, path: string) {
  await page.goto(`${SERVER}${path}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
}

/** A page's dates and times on a device far from the school and on one in the school's zone must agree. */
async function checkTimes(away: Page, home: Page, path: string, problems: string[]) {
  const seenAway = await moments(away);
  await settled(home, path);
  const seenHome = await moments(home);
  if (seenAway.join(' ') !== seenHome.join(' '))
    problems.push(
      `${path}: device time shown: ${seenAway.join(' ')} in Los Angeles, ${seenHome.join(' ')} at school`,
    );
}

const ADD = /^(Thêm|Tạo)/;

/**
 * The screen's Add button, when it opens a dialog with a text field: typed text, then Escape, must ask before
 * discarding (the kit's Dialog does). Answers whether the screen had such a dialog.
 */
async function checkDialog(page: Page, path: string, problems: string[]): Promise<boolean> {
  const add = page.locator('main').getByRole('button', { name: ADD }).first();
  if (!(await add.isVisible().catch(() => false))) return false;
  await add.click();
  const dialog = page.locator('dialog[open]');
  // A picker's search text is not input to keep (Escape there closes its list); a name or a note is.
  const field = dialog
    .locator('input[type="text"]:not([role="combobox"]), input:not([type]):not([role="combobox"]), textarea')
    .first();
  if (!(await dialog.isVisible().catch(() => false)) || !(await field.isVisible().catch(() => false)))
    return false;
  await field.fill('Nội dung đang gõ');
  await page.keyboard.press('Escape');
  if (!(await dialog.getByText('Bỏ những gì bạn đã nhập?').isVisible()))
    problems.push(`${path}: Escape in the Add dialog threw away what was typed without asking`);
  else if ((await field.inputValue()) !== 'Nội dung đang gõ')
    problems.push(`${path}: the Add dialog lost what was typed while asking`);
  return true;
}

for (const [area, username] of [
  ['admin', 'owner'],
  ['student', 'student2'],
] as const) {
  test(`every ${area} screen: no console error, untranslated key, overflow at 360 px, axe violation, device time or lost dialog input`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openSignedIn(page, username);
    const paths = await addresses(page, area, username);
    // Each address in each language takes a few seconds (load, axe); the admin area has some ninety.
    test.setTimeout(60_000 + paths.length * LOCALES.length * 5_000);
    const problems: string[] = [];
    const home = await schoolDevice(browser, page);
    let dialogs = 0;
    for (const locale of LOCALES) {
      for (const path of paths) {
        const address = `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
        await check(page, address, problems);
        if (locale !== 'vi') continue;
        await checkTimes(page, home, address, problems);
        if (area === 'admin' && (await checkDialog(page, address, problems))) dialogs++;
      }
    }
    await home.context().close();
    expect(problems).toEqual([]);
    // The dialog check must have met the screens whose Add opens a dialog (subjects, exams, categories …).
    if (area === 'admin') expect(dialogs, 'Add dialogs checked').toBeGreaterThanOrEqual(5);
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { EMBED, SERVER } from '../playwright.config';
import { apiToken, SHOTS, test } from './support';

const page_ = `${EMBED}/?api=${encodeURIComponent(SERVER)}`;

test.describe('the embed example: <saola-sign-in> on a school page with hostile CSS', () => {
  test('renders with its own styles while the page keeps its own', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await expect(signIn.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await expect(signIn.getByText('Saola Demo School')).toBeVisible();

    const input = signIn.getByLabel(/Tên đăng nhập/);
    const inputStyle = await input.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        border: s.borderTopWidth,
        background: s.backgroundColor,
        font: s.fontFamily,
        size: s.fontSize,
      };
    });
    expect(inputStyle.border).toBe('1px');
    expect(inputStyle.background).toBe('rgb(255, 255, 255)');
    expect(inputStyle.font).not.toContain('Times New Roman');
    expect(inputStyle.size).toBe('14px');

    const button = signIn.getByRole('button', { name: 'Đăng nhập' });
    const buttonStyle = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        color: s.color,
        background: s.backgroundColor,
        decoration: s.textDecorationLine,
        radius: s.borderTopLeftRadius,
      };
    });
    expect(buttonStyle.color).toBe('rgb(255, 255, 255)');
    expect(buttonStyle.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(buttonStyle.decoration).toBe('none');
    expect(buttonStyle.radius).toBe('8px');

    // The element's CSS does not leak out: the page's own controls keep the school's rules.
    const schoolInput = await page
      .locator('#school-search')
      .evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(schoolInput).toBe('5px');
    const schoolButton = await page
      .locator('#school-menu')
      .evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(schoolButton).toBe('underline');
    expect(await page.locator('header h1').evaluate((el) => getComputedStyle(el).textTransform)).toBe(
      'uppercase',
    );
    expect(
      await signIn
        .getByRole('heading', { name: 'Đăng nhập' })
        .evaluate((el) => getComputedStyle(el).textTransform),
    ).toBe('none');
    await page.screenshot({ path: 'screenshots/embed-sign-in.png', fullPage: true });
  });

  test('shows the server’s refusal, then signs in and fires saola-signed-in', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await signIn.getByLabel(/Tên đăng nhập/).fill('student');
    await signIn.getByLabel(/^Mật khẩu/).fill('wrong-password');
    await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(signIn.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');

    const fired = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('saola-signed-in', (e) =>
            resolve((e as CustomEvent).detail.user.username),
          ),
        ),
    );
    await signIn.getByLabel(/^Mật khẩu/).fill('Saola@2026');
    await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
    expect(await fired).toBe('student');
    await expect(page.locator('#welcome')).toHaveText('Xin chào, Phạm Thu Trang!');
  });

  test('opens a styled dialog inside the element’s own shadow root', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await signIn.getByLabel(/Tên đăng nhập/).fill('student3');
    await signIn.getByLabel(/^Mật khẩu/).fill('Saola@2026');
    await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
    const profile = page.locator('saola-profile');
    await expect(profile.getByRole('heading', { name: 'Lê Hoàng Nam' })).toBeVisible();
    await profile.getByRole('button', { name: 'Mật khẩu mới' }).click();
    const panel = profile.locator('[data-saola-dialog]');
    await expect(panel).toBeVisible();
    const placed = await panel.evaluate((el) => {
      const root = el.getRootNode();
      const s = getComputedStyle(el);
      return {
        host: root instanceof ShadowRoot ? root.host.localName : 'document',
        background: s.backgroundColor,
        radius: s.borderTopLeftRadius,
        shadow: s.boxShadow !== 'none',
        font: s.fontFamily,
      };
    });
    expect(placed).toEqual({
      host: 'saola-profile',
      background: 'rgb(255, 255, 255)',
      radius: '12px',
      shadow: true,
      font: expect.not.stringContaining('Times'),
    });
    expect(
      await page.evaluate(
        () =>
          document.body.querySelectorAll(':scope > [data-saola-portals], :scope > [role="dialog"]').length,
      ),
    ).toBe(0);
    await expect(profile.getByLabel(/^Mật khẩu hiện tại/)).toBeFocused();
    await page.screenshot({ path: 'screenshots/embed-profile-dialog.png', fullPage: true });
  });

  test('switches language inside the element, Lao included', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await signIn.getByLabel('Ngôn ngữ').selectOption('lo');
    await expect(signIn.getByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible();
    await signIn.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }).click();
    await expect(signIn.getByText('ຕ້ອງປ້ອນຂໍ້ມູນໃນຊ່ອງນີ້').first()).toBeVisible();
    await page.screenshot({ path: 'screenshots/embed-sign-in-lo.png', fullPage: true });
  });
});

const PORTAL = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'school-portal.html'), 'utf8');
/** The portal's own state in its address, which no element may rewrite. */
const PORTAL_ADDRESS = '/portal.html?page=2&sort=date&keyword=tin-tuc#tin-tuc';
const PACKAGES = 12;

interface Portal {
  token: string;
  idCourse: number;
  /** Every package of the school: the ones made here and any the demo school comes with. */
  packages: number;
}

/** Serves the hostile portal from the embed example's origin, which the demo school lets call its API. */
async function openPortal(page: Page, portal: Portal, address: string, syncUrl = false) {
  const settings = JSON.stringify({ api: SERVER, token: portal.token });
  let html = PORTAL.replace('{ "api": "", "token": "" }', settings).replace(
    '%COURSE%',
    String(portal.idCourse),
  );
  if (syncUrl)
    html = html.replace(/<saola-(course-package-list|course-form)\b/g, '<saola-$1 sync-url="true"');
  // A page the test serves has no address of its own, so Chromium counts it as public and the server on
  // loopback as a local network it may not reach unasked; a real portal and its Saola server are both public.
  await page.context().grantPermissions(['local-network-access'], { origin: EMBED });
  await page.route(`${EMBED}/portal.html*`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${EMBED}${address}`);
}

/** What a reader sees of an element's text and box, whatever the page around it says. */
function looks(locator: Locator) {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      fontSize: s.fontSize,
      height: Math.round(el.getBoundingClientRect().height),
      fontStyle: s.fontStyle,
      fontWeight: s.fontWeight,
      fontVariant: s.fontVariantCaps,
      letterSpacing: s.letterSpacing,
      wordSpacing: s.wordSpacing,
      textTransform: s.textTransform,
      textIndent: s.textIndent,
      textShadow: s.textShadow,
      cursor: s.cursor,
    };
  });
}

/** Pages, sizes, sorts and searches the package list and changes the course form's tab. */
async function browseInside(page: Page, total: number) {
  const list = page.locator('saola-course-package-list');
  await expect(list.getByText(`1–${total} / ${total}`)).toBeVisible();
  await list.getByLabel('Số dòng mỗi trang').selectOption('10');
  await expect(list.getByText(`1–10 / ${total}`)).toBeVisible();
  await list.getByRole('button', { name: 'Tiếp theo' }).click();
  await expect(list.getByText(`11–${total} / ${total}`)).toBeVisible();
  await list.getByRole('button', { name: /Tên gói khóa học/ }).click();
  await expect(list.getByRole('columnheader', { name: /Tên gói khóa học/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await list.getByRole('searchbox').fill('Gói ôn thi 1');
  await expect(list.getByText('1–3 / 3')).toBeVisible();
  const form = page.locator('saola-course-form');
  await form.getByRole('tab', { name: 'Nội dung' }).click();
  await expect(form.getByRole('tab', { name: 'Nội dung' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('elements on a Bootstrap-3-era school portal (62.5 % root, text styles on its body)', () => {
  const portal: Portal = { token: '', idCourse: 0, packages: 0 };

  test.beforeAll(async ({ request }) => {
    portal.token = await apiToken({ request }, 'owner');
    const headers = { authorization: `Bearer ${portal.token}` };
    const courses = await (await request.get(`${SERVER}/Lms/Course/List?take=1`, { headers })).json();
    portal.idCourse = courses.data.data[0].id;
    // Enough packages for a second page at ten a page, made once however often this block runs.
    const existing = await (
      await request.get(`${SERVER}/Lms/CoursePackage/List?keyword=G%C3%B3i%20%C3%B4n%20thi&take=50`, {
        headers,
      })
    ).json();
    for (let n = existing.data.total + 1; n <= PACKAGES; n++) {
      const name = `Gói ôn thi ${String(n).padStart(2, '0')}`;
      const reply = await request.post(`${SERVER}/Lms/CoursePackage/Add`, {
        headers,
        data: { name, price: n * 100_000, idCourses: [portal.idCourse] },
      });
      expect(reply.ok()).toBe(true);
    }
    const all = await (await request.get(`${SERVER}/Lms/CoursePackage/List?take=1`, { headers })).json();
    portal.packages = all.data.total;
  });

  // The owner's device limit is shared by every spec: this block gives its device back.
  test.afterAll(async ({ request }) => {
    await request.get(`${SERVER}/Auth/User/Signout`, {
      headers: { authorization: `Bearer ${portal.token}` },
    });
  });

  test('keep their own sizes and type: nothing follows the page root or the body text styles', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPortal(page, portal, PORTAL_ADDRESS);
    const signIn = page.locator('saola-sign-in');
    await expect(signIn.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    const ours = {
      fontStyle: 'normal',
      fontVariant: 'normal',
      letterSpacing: 'normal',
      wordSpacing: '0px',
      textTransform: 'none',
      textIndent: '0px',
      textShadow: 'none',
      cursor: 'auto',
    };
    // Browsers give inputs a text cursor, and labels and buttons the arrow, whatever the page sets.
    const input = { ...ours, fontSize: '14px', fontWeight: '400', height: 38, cursor: 'text' };
    const label = { ...ours, fontSize: '14px', fontWeight: '500', height: 20, cursor: 'default' };
    expect(await looks(signIn.getByLabel(/Tên đăng nhập/))).toEqual(input);
    expect(await looks(signIn.locator('label', { hasText: 'Tên đăng nhập' }))).toEqual(label);
    expect(await looks(signIn.getByRole('heading', { name: 'Đăng nhập' }))).toEqual({
      ...ours,
      fontSize: '24px',
      fontWeight: '600',
      height: 32,
    });
    expect(await looks(signIn.getByRole('button', { name: 'Đăng nhập' }))).toEqual({
      ...ours,
      fontSize: '14px',
      fontWeight: '600',
      height: 36,
      cursor: 'default',
    });

    // The portal's content column restyles everything in it, the elements' own hosts included.
    const list = page.locator('saola-course-package-list');
    await expect(list.getByText(`1–${portal.packages} / ${portal.packages}`)).toBeVisible();
    expect(await looks(list.getByRole('searchbox'))).toEqual(input);
    expect(await looks(list.getByRole('heading', { name: 'Gói khóa học' }))).toEqual({
      ...ours,
      fontSize: '20px',
      fontWeight: '600',
      height: 28,
    });
    const cell = list.getByRole('cell', { name: 'Gói ôn thi 01' });
    expect(await cell.evaluate((el) => getComputedStyle(el).padding)).toBe('8px 12px');
    const form = page.locator('saola-course-form');
    expect(await looks(form.getByLabel(/Tên khóa học/))).toEqual(input);
    expect(await looks(form.locator('label', { hasText: 'Tên khóa học' }))).toEqual(label);
    expect(await looks(form.getByRole('tab', { name: 'Thông tin' }))).toEqual({
      ...ours,
      fontSize: '14px',
      fontWeight: '500',
      height: 38,
      cursor: 'default',
    });

    // The portal keeps its own look: its 10 px root (a 3.4rem Bootstrap control) and its body text.
    expect(await page.locator('#portal-search').evaluate((el) => getComputedStyle(el).height)).toBe('34px');
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
    await page.screenshot({ path: join(SHOTS, 'embed-portal.png'), fullPage: true });
  });

  test('keep paging, sorting, searching and tabs to themselves: the portal’s address stays as it was', async ({
    page,
  }) => {
    await openPortal(page, portal, PORTAL_ADDRESS);
    const before = await page.evaluate(() => ({ url: location.href, entries: history.length }));
    // The portal's own ?page=2&keyword=tin-tuc are not the list's: it opens at its first page, unfiltered.
    await browseInside(page, portal.packages);
    expect(await page.evaluate(() => ({ url: location.href, entries: history.length }))).toEqual(before);
  });

  test('write their state into the address when the page opts in with sync-url="true"', async ({ page }) => {
    await openPortal(page, portal, '/portal.html', true);
    await browseInside(page, portal.packages);
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({
        take: '10',
        sort: 'name',
        direction: 'asc',
        keyword: 'Gói ôn thi 1',
        tab: 'curriculum',
      });
    // A reload opens the same rows and tab, as a shared link would.
    await page.reload();
    const list = page.locator('saola-course-package-list');
    await expect(list.getByText('1–3 / 3')).toBeVisible();
    await expect(list.getByRole('searchbox')).toHaveValue('Gói ôn thi 1');
    await expect(page.locator('saola-course-form').getByRole('tab', { name: 'Nội dung' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

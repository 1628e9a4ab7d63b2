import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { apiToken, openSignedIn, SHOTS, test } from './support';

const TITLE = 'Ngày hội đọc sách 2026 của trường';
const FILE = 'ຄຳສັບພື້ນຖານ.txt';
const LIBRARY = { vi: 'Thư viện', en: 'Library', lo: 'ຫ້ອງສະໝຸດ' } as const;
const POSTS = { vi: 'Bài viết', en: 'Posts', lo: 'ບົດຄວາມ' } as const;

test('the owner writes and publishes a post; a visitor reads it at its public address, never the draft', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'owner', '/post/add');
  await page.getByRole('textbox', { name: /Tiêu đề/ }).fill(TITLE);
  await page.getByLabel(/Mô tả ngắn/).fill('Mỗi lớp giới thiệu một cuốn sách yêu thích.');
  await page.getByRole('combobox', { name: /Danh mục/ }).click();
  await page.getByRole('option', { name: 'Tin tức nhà trường' }).click();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/post\/edit\/\d+$/);
  await expect(page.getByText('Bản nháp', { exact: true }).first()).toBeVisible();
  const slug = await page.getByRole('textbox', { name: /Đường dẫn/ }).inputValue();
  expect(slug).toBe('ngay-hoi-doc-sach-2026-cua-truong');

  // A visitor: no session at all. The draft is not there.
  const visitor = await browser.newContext({ locale: 'vi-VN' });
  const reader = await visitor.newPage();
  const draft = await reader.goto(`${SERVER}/p/${slug}`);
  expect(draft?.status()).toBe(404);
  await expect(reader.getByText(TITLE)).toHaveCount(0);

  await page.getByRole('radio', { name: 'Đã đăng' }).check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  const open = page.getByRole('link', { name: /Xem trang công khai/ });
  await expect(open).toHaveAttribute('href', `/p/${slug}`);
  await page.screenshot({ path: join(SHOTS, 'content-post-form-vi-1280.png'), fullPage: true });

  const published = await reader.goto(`${SERVER}/p/${slug}`);
  expect(published?.status()).toBe(200);
  await expect(reader.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(reader).toHaveTitle(`${TITLE} · Saola Demo School`);
  await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute('content', TITLE);
  await reader.screenshot({ path: join(SHOTS, 'content-public-post-vi-1280.png'), fullPage: true });
  await reader.setViewportSize({ width: 360, height: 780 });
  await reader.screenshot({ path: join(SHOTS, 'content-public-post-vi-360.png'), fullPage: true });
  await visitor.close();

  for (const locale of ['en', 'lo', 'vi'] as const) {
    await page.goto(`${SERVER}/post/list?lang=${locale}`);
    await expect(page.getByRole('heading', { name: POSTS[locale] })).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `content-posts-${locale}-1280.png`), fullPage: true });
  }
});

test('the owner shares a file with a course; its learner finds it in her library; unsharing takes it away', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The course the learner is enrolled in, as her own list says.
  const learnerToken = await apiToken(page, 'student3');
  const mine = await page.request.get(`${SERVER}/Lms/Learning/MyCourses`, {
    headers: { authorization: `Bearer ${learnerToken}` },
    params: { take: 1 },
  });
  const course = ((await mine.json()).data.data as Array<{ name: string }>)[0]?.name as string;
  expect(course).toBeTruthy();
  await page.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { authorization: `Bearer ${learnerToken}` },
  });

  await openSignedIn(page, 'owner', '/file/list');
  const row = page.getByRole('row', { name: new RegExp(FILE) });
  await expect(row).toContainText('Chưa chia sẻ');
  await row.getByRole('button', { name: `Chia sẻ ${FILE}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Học viên của khóa học/ }).fill(course.slice(0, 6));
  await page.getByRole('option', { name: course }).click();
  await page.screenshot({ path: join(SHOTS, 'content-share-vi-1280.png'), fullPage: true });
  // Leaving the field closes its list.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(row).toContainText('1 nhóm hoặc khóa học');

  const learner = await browser.newContext({ locale: 'vi-VN' });
  const learnerPage = await learner.newPage();
  await openSignedIn(learnerPage, 'student3', '/library/list');
  await expect(learnerPage.getByText(FILE, { exact: true })).toBeVisible();
  for (const locale of ['en', 'lo', 'vi'] as const) {
    await learnerPage.goto(`${SERVER}/library/list?lang=${locale}`);
    await expect(learnerPage.getByRole('heading', { name: LIBRARY[locale] })).toBeVisible();
    await expect(learnerPage.getByText(FILE, { exact: true })).toBeVisible();
    await learnerPage.screenshot({ path: join(SHOTS, `content-library-${locale}-1280.png`), fullPage: true });
  }
  await learnerPage.setViewportSize({ width: 360, height: 780 });
  await learnerPage.screenshot({ path: join(SHOTS, 'content-library-vi-360.png'), fullPage: true });

  // Unshared, it is gone from her library.
  await row.getByRole('button', { name: `Chia sẻ ${FILE}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Xóa ${course}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lưu' }).click();
  await expect(row).toContainText('Chưa chia sẻ');
  await learnerPage.reload();
  await expect(learnerPage.getByRole('heading', { name: 'Thư viện' })).toBeVisible();
  await expect(learnerPage.getByText(FILE, { exact: true })).toHaveCount(0);
  const token = await learnerPage.evaluate(
    () => JSON.parse(localStorage.getItem('saola.session') ?? '{}').accessToken,
  );
  await learnerPage.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await learner.close();
});

test('the owner publishes the home page from a design; a visitor opens the school, goes for a course and signs up', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'owner', '/setting/landingPage');
  const vietnamese = page.getByRole('region', { name: 'Tiếng Việt' });
  await expect(vietnamese).toContainText('Chưa xuất bản');
  await vietnamese.getByRole('link', { name: /Mẫu 1 — Tiếng Việt/ }).click();
  await expect(page).toHaveURL(`${SERVER}/setting/design/vi`);
  // The builder shows the design's banner and its sections to drag in.
  await expect(page.getByText('Học mọi lúc, mọi nơi cùng trường').first()).toBeVisible();
  await expect(page.getByText('Ảnh bìa (banner)').first()).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'content-designer-vi-1280.png') });
  await page.getByRole('button', { name: 'Xuất bản' }).click();
  await expect(page.getByText(/Đã xuất bản ngày/)).toBeVisible();
  for (const locale of ['en', 'lo'] as const) {
    await page.goto(`${SERVER}/setting/design/${locale}?lang=${locale}`);
    await expect(page.getByRole('button', { name: locale === 'en' ? 'Publish' : 'ເຜີຍແຜ່' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `content-designer-${locale}-1280.png`) });
  }

  const visitor = await browser.newContext({ locale: 'vi-VN' });
  const home = await visitor.newPage();
  await home.goto(`${SERVER}/`);
  await expect(home.getByRole('heading', { name: 'Học mọi lúc, mọi nơi cùng trường' })).toBeVisible();
  const course = home
    .getByRole('article')
    .filter({ has: home.getByRole('link', { name: 'Mua khóa học' }) })
    .first();
  await expect(course).toContainText('₫');
  await home.screenshot({ path: join(SHOTS, 'content-home-vi-1280.png'), fullPage: true });
  await home.setViewportSize({ width: 360, height: 780 });
  await home.screenshot({ path: join(SHOTS, 'content-home-vi-360.png'), fullPage: true });
  // The page's call to join leads to the sign-up form (the demo school takes learners who sign up).
  await expect(home.getByRole('link', { name: 'Đăng ký' }).last()).toHaveAttribute('href', '/signUp');
  await home.setViewportSize({ width: 1280, height: 800 });
  const courseName = (await course.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await course.getByRole('link', { name: 'Mua khóa học' }).click();
  // The course's public page: what it is, its chapters and lessons, its teacher and price, before any account.
  await expect(home).toHaveURL(/\/courses\/\d+$/);
  await expect(home.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(home.getByRole('heading', { name: 'Nội dung khóa học' })).toBeVisible();
  await expect(home.getByText(/Giáo viên: /)).toBeVisible();
  await expect(home.locator('.price')).toContainText('₫');
  await home.screenshot({ path: join(SHOTS, 'content-course-vi-1280.png'), fullPage: true });
  await home.setViewportSize({ width: 360, height: 780 });
  await home.screenshot({ path: join(SHOTS, 'content-course-vi-360.png'), fullPage: true });
  await home.getByRole('link', { name: 'Mua khóa học' }).click();
  // Not signed in: the sign-up form, which she fills.
  await expect(home).toHaveURL(/\/signUp\?next=/);
  const username = `khach${Date.now() % 1_000_000}`;
  await home.getByLabel(/^Họ tên/).fill('Đỗ Minh Khang');
  await home.getByLabel(/^Tên đăng nhập/).fill(username);
  await home.getByLabel(/^Địa chỉ email/).fill(`${username}@example.vn`);
  await home.getByLabel(/^Mật khẩu/).fill('Khang@2026');
  await home.getByLabel(/^Xác nhận mật khẩu/).fill('Khang@2026');
  await home.getByRole('button', { name: 'Đăng ký' }).click();
  // Signed up, she is on the course she went for with its checkout open.
  await expect(home).toHaveURL(/\/my-course\/\d+\?start=buy$/);
  await expect(home.getByRole('dialog', { name: `Mua ${courseName}` })).toBeVisible();
  await home.screenshot({ path: join(SHOTS, 'content-signed-up-vi-360.png'), fullPage: true });
  await visitor.close();

  // An English-speaking visitor switches the Vietnamese page to English, opens a free course and enrols.
  const english = await browser.newContext({ locale: 'en-US' });
  const guest = await english.newPage();
  await guest.goto(`${SERVER}/?lang=lo`);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'lo');
  await expect(guest.getByRole('link', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible();
  await guest.screenshot({ path: join(SHOTS, 'content-home-lo-1280.png'), fullPage: true });
  await guest.getByRole('link', { name: 'English', exact: true }).click();
  await expect(guest).toHaveURL(/\?lang=en$/);
  // A free course of the demo school with lessons (other specs add free courses without any, newest first).
  const free = guest
    .getByRole('article')
    .filter({ has: guest.getByRole('link', { name: 'Learn', exact: true }) })
    .filter({ hasText: 'English for Everyday Conversation' });
  const freeName = (await free.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await free.getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(guest).toHaveURL(/\/courses\/\d+\?lang=en$/);
  await expect(guest.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
  await expect(guest.locator('.price')).toHaveText('Free');
  await guest.getByRole('link', { name: 'ພາສາລາວ' }).click();
  await expect(guest.getByRole('heading', { name: 'ເນື້ອໃນຫຼັກສູດ' })).toBeVisible();
  await guest.setViewportSize({ width: 360, height: 780 });
  await guest.screenshot({ path: join(SHOTS, 'content-course-lo-360.png'), fullPage: true });
  await guest.getByRole('link', { name: 'English', exact: true }).click();
  await guest.screenshot({ path: join(SHOTS, 'content-course-en-360.png'), fullPage: true });
  await guest.getByRole('link', { name: 'Enrol for free' }).click();
  await expect(guest).toHaveURL(/\/signUp\?next=/);
  const learner = `guest${Date.now() % 1_000_000}`;
  await guest.getByLabel(/^Full name/).fill('Sarah Miller');
  await guest.getByLabel(/^Username/).fill(learner);
  await guest.getByLabel(/^Email/).fill(`${learner}@example.com`);
  await guest.getByLabel(/^Password/).fill('Sarah@2026');
  await guest.getByLabel(/^Confirm password/).fill('Sarah@2026');
  await guest.getByRole('button', { name: 'Sign up' }).click();
  // Enrolled without a second click: the course opens its lessons to her.
  await expect(guest).toHaveURL(/\/my-course\/\d+\?start=enrol$/);
  await expect(guest.getByRole('heading', { level: 1, name: freeName })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Start learning' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Enrol for free' })).toHaveCount(0);
  await english.close();

  // Taken down, the school's address is the product's own page again.
  await page.goto(`${SERVER}/setting/landingPage?lang=vi`);
  await page.getByRole('region', { name: 'Tiếng Việt' }).getByRole('button', { name: 'Gỡ xuống' }).click();
  await expect(page.getByRole('region', { name: 'Tiếng Việt' })).toContainText('Chưa xuất bản');
  const after = await page.request.get(`${SERVER}/`, { headers: { accept: 'text/html' } });
  expect(await after.text()).not.toContain('Học mọi lúc, mọi nơi cùng trường');
});

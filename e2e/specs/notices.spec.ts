import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { inEveryLocaleAndSize, openSignedIn, SHOTS, sessionToken, test } from './support';

const TITLE = 'Nghỉ học ngày 20-11 / No classes on 20 November';

test('the owner writes a notice to the class group and sends it; a student reads it; the owner sees it read', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await openSignedIn(page, 'owner', '/setting/notification');
  // The demo school's notices in every state.
  await expect(page.getByRole('link', { name: /Nhắc nộp bài tập hằng tuần/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Đã hẹn giờ' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Thêm thông báo' }).click();
  await expect(page).toHaveURL(/\/setting\/addNotification$/);
  // Nothing is sent without a title, content and recipients.
  await page.getByRole('radio', { name: 'Nhóm' }).check();
  await page.getByRole('button', { name: 'Lưu thông báo' }).click();
  await expect(page.getByText('Trường này là bắt buộc').first()).toBeVisible();

  await page.getByRole('textbox', { name: /^Tiêu đề/ }).fill(TITLE);
  const editor = page.getByRole('textbox', { name: /Nội dung/ });
  await editor.click();
  await editor.pressSequentially('Nhà trường cho học sinh nghỉ học ngày Nhà giáo Việt Nam.');
  await page.getByRole('combobox', { name: /Chọn nhóm/ }).click();
  await page.getByRole('option', { name: 'Lớp 10A1' }).click();
  await page.getByRole('radio', { name: 'Gửi ngay' }).check();
  await page.screenshot({ path: join(SHOTS, 'notice-compose-vi-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Lưu thông báo' }).click();
  await expect(page).toHaveURL(/\/setting\/editNotification\/\d+$/);
  const noticeUrl = page.url();

  // The background job delivers it: the notice shows sent, read-only.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Đã gửi', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Thông báo đã gửi, không thể chỉnh sửa nữa.')).toBeVisible();
  await expect(page.getByText(/^\d+ \/ 0$/)).toBeVisible();

  // A student of the group finds it unread in her inbox and opens it.
  const learner = await browser.newPage();
  try {
    await openSignedIn(learner, 'student', '/myNotification/list');
    const item = learner.getByRole('button', { name: new RegExp(TITLE) });
    await expect(item).toBeVisible();
    await expect(item.getByText('Chưa đọc')).toBeVisible();
    for (const locale of ['vi', 'en', 'lo'] as const) {
      await learner.goto(`${SERVER}/myNotification/list?lang=${locale}`);
      await expect(learner.getByRole('button', { name: new RegExp(TITLE) })).toBeVisible();
      await learner.screenshot({ path: join(SHOTS, `notice-inbox-${locale}-360.png`), fullPage: true });
    }
    await learner.goto(`${SERVER}/myNotification/list?lang=vi`);
    await learner.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expect(learner.getByText('Nhà trường cho học sinh nghỉ học ngày Nhà giáo Việt Nam.')).toBeVisible();
    await learner.reload();
    await expect(learner.getByRole('button', { name: new RegExp(TITLE) }).getByText('Chưa đọc')).toHaveCount(
      0,
    );
    const token = await learner.evaluate(
      () => JSON.parse(localStorage.getItem('saola.session') ?? '{}').accessToken,
    );
    await learner.request.get(`${SERVER}/Auth/User/Signout`, {
      headers: { authorization: `Bearer ${token}` },
    });
  } finally {
    await learner.close();
  }

  // The owner sees one read.
  await page.goto(noticeUrl);
  await expect(page.getByText(/^\d+ \/ 1$/)).toBeVisible();

  // The domain: a URL is refused, a domain gets its DNS records.
  await page.goto(`${SERVER}/setting/domain`);
  await page.getByRole('textbox', { name: /Tên miền riêng/ }).fill('https://hoc.truong.vn/');
  await page.getByRole('button', { name: 'Lưu tên miền' }).click();
  await expect(page.getByText(/Tên miền không hợp lệ/)).toBeVisible();
  await page.getByRole('textbox', { name: /Tên miền riêng/ }).fill('hoc.saola-demo.edu.vn');
  await page.getByRole('button', { name: 'Lưu tên miền' }).click();
  await expect(page.getByText('_saola-verify.hoc.saola-demo.edu.vn')).toBeVisible();

  // Marketing tools: a malformed id is refused; a good one goes into the public pages, never the app.
  await page.goto(`${SERVER}/setting/marketing-tools`);
  const ga = page.getByRole('textbox', { name: /Google Analytics/ });
  await ga.fill("G-1234');alert(1)");
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Mã không đúng định dạng.')).toBeVisible();
  await ga.fill('G-SAOLA12345');
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Đã lưu').first()).toBeVisible();
  const appHtml = await (
    await page.request.get(`${SERVER}/dashboard`, { headers: { accept: 'text/html' } })
  ).text();
  expect(appHtml).toContain('<html');
  expect(appHtml).not.toContain('G-SAOLA12345');
  const posts = await page.request.get(`${SERVER}/Lms/Post/List?take=20`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  const published = (
    (await posts.json()).data.data as Array<{ slug: string; status: string; publishedAt: string | null }>
  ).find((p) => p.status === 'published' && p.publishedAt && new Date(p.publishedAt) <= new Date());
  expect(published, 'the demo school has a published post').toBeDefined();
  const postPage = await page.request.get(`${SERVER}/p/${published?.slug}`, {
    headers: { accept: 'text/html' },
  });
  expect(await postPage.text()).toContain('https://www.googletagmanager.com/gtag/js?id=G-SAOLA12345');

  await inEveryLocaleAndSize(page, async (locale, width) => {
    for (const [route, name, ready] of [
      ['/setting/notification', 'notice-list', TITLE],
      [new URL(noticeUrl).pathname, 'notice-sent', TITLE],
      ['/setting/addNotification', 'notice-form', null],
      ['/setting/domain', 'domain', '_saola-verify.hoc.saola-demo.edu.vn'],
      ['/setting/package-service', 'package-service', null],
      ['/setting/marketing-tools', 'marketing-tools', null],
    ] as const) {
      await page.goto(`${SERVER}${route}?lang=${locale}`);
      if (ready) await expect(page.getByText(ready).first()).toBeVisible();
      else await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(SHOTS, `${name}-${locale}-${width}.png`), fullPage: true });
    }
  });
  await page.goto(`${SERVER}/dashboard?lang=vi`);
});

import { join } from 'node:path';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, sessionToken, test } from './support';

const TITLES = { vi: 'Mã kích hoạt', en: 'Activation codes', lo: 'ລະຫັດເປີດໃຊ້' } as const;
const REDEEM = { vi: 'Nhập mã kích hoạt', en: 'Redeem a code', lo: 'ໃສ່ລະຫັດເປີດໃຊ້' } as const;

test('an owner generates a batch of activation codes; a student redeems one in My courses and lands in the course', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'owner', '/activeCode/list');
  const token = await sessionToken(page);
  const created = await page.request.post(`${SERVER}/Lms/Course/Add`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Tin học văn phòng cho đại lý', visibility: 'public' },
  });
  const course = (await created.json()).data as { id: number };

  await expect(page.getByRole('heading', { name: 'Mã kích hoạt' })).toBeVisible();
  await page.getByRole('button', { name: 'Tạo mã' }).click();
  await expect(page).toHaveURL(`${SERVER}/activeCode/add`);
  await page.getByLabel(/^Tên lô/).fill('Thẻ tin học — đại lý Đà Nẵng');
  await page.getByLabel(/^Số lượng mã/).fill('20');
  await page.getByLabel(/^Tiền tố/).fill('th');
  await page.getByRole('combobox', { name: /Khóa học/ }).fill('Tin học');
  await page.getByRole('option', { name: 'Tin học văn phòng cho đại lý' }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: join(SHOTS, 'active-code-add-vi-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Tạo mã' }).click();
  await expect(page).toHaveURL(/\/activeCode\/edit\/\d+$/);
  await expect(page.getByText('0/20 đã dùng').first()).toBeVisible();
  const code = ((await page.locator('td .font-mono').first().textContent()) ?? '').trim();
  expect(code).toMatch(/^TH[A-HJKMNP-Z2-9]{10}$/);

  const batchPage = page.url().split('?')[0];
  // The batch's codes go to an Excel file to print: a background job, then its file.
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  await expect(page).toHaveURL(/\/backgroundJob\/exportList\/activeCode$/);
  const exported = page.getByRole('row').filter({ hasText: 'Hoàn thành' }).first();
  await expect(exported).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    exported.getByRole('button', { name: 'Tải xuống' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const codes: string[] = [];
  book.worksheets[0]?.eachRow((r, n) => {
    if (n > 1) codes.push(String(r.getCell(1).value));
  });
  expect(codes).toHaveLength(20);
  expect(codes).toContain(code);
  for (const locale of ['vi', 'en', 'lo'] as const) {
    await page.goto(`${batchPage}?lang=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByText(code)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `active-code-batch-${locale}-1280.png`), fullPage: true });
    await page.goto(`${SERVER}/activeCode/list?lang=${locale}`);
    await expect(page.getByRole('heading', { name: TITLES[locale] })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `active-code-list-${locale}-1280.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${SERVER}/activeCode/list?lang=vi`);
  await expect(page.getByRole('heading', { name: TITLES.vi })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'active-code-list-vi-360.png'), fullPage: true });

  const learner = await browser.newPage();
  await openSignedIn(learner, 'student', '/my-course/list');
  await learner.getByRole('button', { name: REDEEM.vi }).click();
  const dialog = learner.getByRole('dialog', { name: 'Kích hoạt khóa học bằng mã' });
  await dialog.getByLabel(/^Mã/).fill('ZZZZ-ZZZZ');
  await dialog.getByRole('button', { name: 'Kích hoạt' }).click();
  await expect(dialog.getByText('Mã không đúng. Hãy kiểm tra lại từng ký tự.')).toBeVisible();
  await dialog.getByLabel(/^Mã/).fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Kích hoạt' }).click();
  await expect(dialog.getByText(/Kích hoạt thành công/)).toBeVisible();
  await learner.screenshot({ path: join(SHOTS, 'active-code-redeemed-vi-1280.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Vào học' }).click();
  await expect(learner).toHaveURL(`${SERVER}/my-course/${course.id}`);
  await expect(learner.getByRole('heading', { name: 'Tin học văn phòng cho đại lý' }).first()).toBeVisible();

  for (const locale of ['en', 'lo'] as const) {
    await learner.goto(`${SERVER}/my-course/list?lang=${locale}`);
    await learner.getByRole('button', { name: REDEEM[locale] }).click();
    await learner.screenshot({ path: join(SHOTS, `active-code-redeem-${locale}-1280.png`), fullPage: true });
  }
  await learner.close();

  // The owner sees who used it and when.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${SERVER}/activeCode/list?tab=codes&lang=vi`);
  await page.getByRole('searchbox').fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Phạm Thu Trang');
  await expect(row).toContainText('Đã dùng');
});

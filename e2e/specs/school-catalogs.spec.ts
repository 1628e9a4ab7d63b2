import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { inEveryLocaleAndSize, openSignedIn, SHOTS, test } from './support';

test('the owner adds a subject, sets its transcript columns, and sees the catalogs in three languages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'owner', '/setting/subject');
  await expect(page.getByRole('row', { name: /Toán học/ })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm môn học' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Tên môn học/).fill('toán học');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Tên này đã có trong trường của bạn.')).toBeVisible();
  await dialog.getByLabel(/^Tên môn học/).fill('Giáo dục công dân');
  await dialog.getByLabel(/^Mã môn học/).fill('GDCD');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('row', { name: /Giáo dục công dân/ })).toBeVisible();

  await page.goto(`${SERVER}/setting/transcript`);
  await page.getByRole('combobox', { name: /Môn học/ }).fill('GDCD');
  await page.getByRole('option', { name: 'Giáo dục công dân (GDCD)' }).click();
  await expect(page.getByText('Môn học này chưa có cột điểm nào.')).toBeVisible();
  await page.getByRole('button', { name: 'Thêm cột điểm' }).click();
  await page.getByLabel(/^Tên cột điểm/).fill('Cuối kỳ');
  await page.getByLabel(/^Hệ số/).fill('3');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu')).toBeVisible();
  await page.reload();
  await page.getByRole('combobox', { name: /Môn học/ }).fill('GDCD');
  await page.getByRole('option', { name: 'Giáo dục công dân (GDCD)' }).click();
  await expect(page.getByLabel(/^Tên cột điểm/)).toHaveValue('Cuối kỳ');

  const subjectLabel = { vi: 'Môn học', en: 'Subject', lo: 'ວິຊາ' };
  await inEveryLocaleAndSize(page, async (locale, width) => {
    for (const [route, name, text] of [
      ['/setting/subject', 'subjects', 'TOAN'],
      ['/setting/classLevel', 'class-levels', 'Khối 10'],
      ['/setting/department', 'departments', 'CNTT'],
    ] as const) {
      await page.goto(`${SERVER}${route}?lang=${locale}`);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `school-${name}-${locale}-${width}.png`), fullPage: true });
    }
    await page.goto(`${SERVER}/setting/transcript?lang=${locale}`);
    await page.getByRole('combobox', { name: subjectLabel[locale] }).fill('TOAN');
    await page.getByRole('option', { name: 'Toán học (TOAN)' }).click();
    await expect(page.locator('input[name="columns.3.name"]')).toHaveValue('Cuối kỳ');
    await page.screenshot({
      path: join(SHOTS, `school-transcript-${locale}-${width}.png`),
      fullPage: true,
    });
  });
  await page.goto(`${SERVER}/dashboard?lang=vi`);
});

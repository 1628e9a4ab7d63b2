import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { inEveryLocaleAndSize, openSignedIn, SHOTS, sessionToken, test } from './support';

const run = promisify(execFile);
const LAO_COURSE = 'ພາສາລາວເບື້ອງຕົ້ນ';

/** Lao words as the segmenter finds them in a phrase. */
const laoWords = (phrase: string) =>
  [...new Intl.Segmenter('lo', { granularity: 'word' }).segment(phrase)]
    .filter((s) => s.isWordLike && /[\u0e80-\u0eff]/u.test(s.segment))
    .map((s) => s.segment);

test('the owner edits the certificate template; a learner downloads her certificate and anyone checks its code', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // The owner: the seeded template, its live preview, a new signer title saved.
  await openSignedIn(page, 'owner', '/setting/certificate');
  const preview = page.getByRole('region', { name: 'Xem trước' });
  await expect(preview.getByRole('button', { name: /^Tên học viên/ })).toBeVisible();
  await page.getByLabel(/^Chức danh người ký/).fill('Hiệu trưởng');
  await expect(preview.getByText('Hiệu trưởng', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu')).toBeVisible();
  await page.getByRole('tab', { name: 'Chứng chỉ đã cấp' }).click();
  await expect(page.getByRole('row', { name: /Lê Hoàng Nam/ })).toBeVisible();
  const ownerToken = await sessionToken(page);
  await page.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  await page.evaluate(() => localStorage.clear());

  // The learner who completed Toán 10: his certificate, downloaded as a PDF.
  await openSignedIn(page, 'student3', '/myCertificate/list');
  const row = page.getByRole('row', { name: /Toán 10 — Mệnh đề và tập hợp/ });
  await expect(row).toBeVisible();
  const code = (await row.getByRole('link').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /Tải PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);

  await inEveryLocaleAndSize(page, async (locale, width) => {
    await page.goto(`${SERVER}/myCertificate/list?lang=${locale}`);
    await expect(page.getByText(code)).toBeVisible();
    await page.screenshot({
      path: join(SHOTS, `certificates-mine-${locale}-${width}.png`),
      fullPage: true,
    });
  });
  const token = await sessionToken(page);
  await page.request.get(`${SERVER}/Auth/User/Signout`, { headers: { authorization: `Bearer ${token}` } });
  await page.evaluate(() => localStorage.clear());

  // The Lao learner: her certificate is worded in Lao, and every Lao word reads whole on one line of its text.
  await openSignedIn(page, 'student2', '/myCertificate/list');
  const laoRow = page.getByRole('row', { name: new RegExp(LAO_COURSE) });
  const [laoDownload] = await Promise.all([
    page.waitForEvent('download'),
    laoRow.getByRole('button', { name: /ດາວໂຫຼດ PDF/ }).click(),
  ]);
  const text = (await run('pdftotext', ['-enc', 'UTF-8', (await laoDownload.path()) as string, '-'])).stdout
    .normalize('NFC')
    .split('\n');
  // The school wrote the template in Lao too: title and text are hers, in Lao.
  expect(text).toContain('ໃບຢັ້ງຢືນການຮຽນຈົບຫຼັກສູດ');
  expect(text.join(' ')).not.toContain('Chứng chỉ hoàn thành');
  const words = [LAO_COURSE, 'ສົມສັກ ພົມມະວົງ', 'ລະຫັດໃບຢັ້ງຢືນ', 'ໂຮງຮຽນສາທິດ Saola ຢັ້ງຢືນວ່າ'].flatMap(laoWords);
  expect(words.length).toBeGreaterThan(5);
  for (const word of words)
    expect(
      text.some((line) => line.includes(word)),
      word,
    ).toBe(true);
  expect(text).toContain(LAO_COURSE);
  const laoToken = await sessionToken(page);
  await page.request.get(`${SERVER}/Auth/User/Signout`, { headers: { authorization: `Bearer ${laoToken}` } });
  await page.evaluate(() => localStorage.clear());

  // Anyone, signed out: the code checks, a forged one does not.
  await page.goto(`${SERVER}/certificate/verify/${code}?lang=vi`);
  await expect(page.getByText('Chứng chỉ hợp lệ')).toBeVisible();
  await expect(page.getByText('Lê Hoàng Nam')).toBeVisible();
  await expect(page.getByText('Toán 10 — Mệnh đề và tập hợp')).toBeVisible();
  const forged = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
  await page.getByLabel(/^Mã chứng chỉ/).fill(forged);
  await page.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(page.getByText('Không tìm thấy chứng chỉ với mã này.')).toBeVisible();
  await inEveryLocaleAndSize(page, async (locale, width) => {
    await page.goto(`${SERVER}/certificate/verify/${code}?lang=${locale}`);
    await expect(page.getByText('Lê Hoàng Nam')).toBeVisible();
    await page.screenshot({
      path: join(SHOTS, `certificates-verify-${locale}-${width}.png`),
      fullPage: true,
    });
  });

  // The owner's screen in three languages.
  await openSignedIn(page, 'owner', '/setting/certificate');
  const ISSUED_TAB = { vi: 'Chứng chỉ đã cấp', en: 'Issued certificates', lo: 'ໃບຢັ້ງຢືນທີ່ອອກແລ້ວ' } as const;
  const ISSUE = { vi: 'Cấp chứng chỉ', en: 'Issue certificate', lo: 'ອອກໃບຢັ້ງຢືນ' } as const;
  await inEveryLocaleAndSize(page, async (locale, width) => {
    await page.goto(`${SERVER}/setting/certificate?lang=${locale}`);
    await expect(page.getByRole('region').getByRole('button').first()).toBeVisible();
    await page.screenshot({
      path: join(SHOTS, `certificates-setting-${locale}-${width}.png`),
      fullPage: true,
    });
    // The issued tab: the owner issues one by hand from a dialog.
    await page.getByRole('tab', { name: ISSUED_TAB[locale] }).click();
    await page.getByRole('button', { name: ISSUE[locale] }).click();
    const dialog = page.getByRole('dialog', { name: ISSUE[locale] });
    await expect(dialog).toBeVisible();
    await page.screenshot({
      path: join(SHOTS, `certificates-issue-${locale}-${width}.png`),
      fullPage: true,
    });
    await dialog.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await page.goto(`${SERVER}/dashboard?lang=vi`);
});

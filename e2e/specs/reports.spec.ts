import { join } from 'node:path';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { SERVER } from '../playwright.config';
import { apiToken, inEveryLocaleAndSize, openSignedIn, SHOTS, signIn, test } from './support';

/** A member file as a school fills the template in Vietnamese: one good row, one bad phone, one good. */
async function membersFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Thành viên');
  sheet.addRow([
    'Họ tên *',
    'Tên đăng nhập *',
    'Mật khẩu *',
    'Địa chỉ email',
    'Số điện thoại',
    'Đơn vị',
    'Chức vụ',
    'Nhóm thành viên',
  ]);
  sheet.addRow(['Đỗ Thị Lan', 'lan.do.e2e', 'Thanhvien@2026', 'lan.do@example.vn', '0912345678', '', '', '']);
  sheet.addRow(['Ngô Văn Tùng', 'tung.ngo.e2e', 'Thanhvien@2026', '', '12-ab', '', '', '']);
  sheet.addRow(['ບຸນມີ ສີຫາລາດ', 'bounmy.e2e', 'Thanhvien@2026', '', '', '', '', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * 50 students as a school fills the Vietnamese template: three bad rows — a wrong phone (row 6), the demo
 * student's username, already taken (row 11), a class the school does not have (row 21).
 */
async function studentsFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Học viên');
  sheet.addRow([
    'Họ tên *',
    'Tên đăng nhập *',
    'Mật khẩu *',
    'Địa chỉ email',
    'Số điện thoại',
    'Lớp học',
    'Khối lớp',
    'Cấp học',
    'Năm học',
    'Học kỳ',
  ]);
  for (let i = 1; i <= 50; i++)
    sheet.addRow([
      `Học sinh Nhập ${i}`,
      i === 10 ? 'student' : `hs.e2e.${i}`,
      'Hocsinh@2026',
      '',
      i === 5 ? '09-12' : '0912345678',
      i === 20 ? 'Lớp 12Z không có' : '',
      '10',
      'THPT',
      '2026-2027',
      '1',
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('the owner imports 50 students with 3 bad rows, keeping the valid ones, and downloads the result file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'owner', '/backgroundJob/importList');
  await page.getByLabel(/Dữ liệu cần nhập/).selectOption({ label: 'Học viên' });
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải tệp mẫu' }).click(),
  ]);
  // Named wholly in the owner's language.
  expect(template.suggestedFilename()).toBe('Mẫu nhập - Học viên.xlsx');
  const templateBook = new ExcelJS.Workbook();
  await templateBook.xlsx.readFile(await template.path());
  expect(templateBook.worksheets[0]?.getRow(1).getCell(6).value).toBe('Lớp học');

  await page.getByLabel(/Giữ các dòng hợp lệ/).check();
  await page.getByLabel(/Tệp \(/).setInputFiles({
    name: 'hoc-vien-e2e.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await studentsFile(),
  });
  await page.getByRole('button', { name: 'Nhập dữ liệu' }).click();
  const imported = page.getByRole('row', { name: /hoc-vien-e2e\.xlsx/ });
  await expect(imported.getByText('Hoàn thành')).toBeVisible({ timeout: 90_000 });
  await expect(imported.getByText('Đã thêm 47 dòng · bỏ qua 3 dòng lỗi')).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'reports-import-students-vi-1280.png'), fullPage: true });

  const [result] = await Promise.all([
    page.waitForEvent('download'),
    imported.getByRole('button', { name: 'Tải danh sách lỗi' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await result.path());
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((r) => rows.push([1, 2, 3].map((c) => String(r.getCell(c).value ?? ''))));
  expect(rows).toEqual([
    ['Dòng', 'Cột', 'Lỗi'],
    ['6', 'Số điện thoại', 'Số điện thoại không hợp lệ'],
    ['11', 'Tên đăng nhập *', 'Tên đăng nhập đã được sử dụng.'],
    ['21', 'Lớp học', 'Không có lớp học "Lớp 12Z không có"'],
  ]);

  // The 47 valid students are there.
  const token = await apiToken(page, 'owner');
  const students = await page.request.get(`${SERVER}/Lms/Student/List?keyword=hs.e2e&take=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await students.json()).data.total).toBe(47);

  // The student list, searched, exports what it shows: a job, then a file the owner opens.
  await page.goto(`${SERVER}/registerUser/list`);
  await page.getByRole('searchbox').fill('hs.e2e');
  await expect(page).toHaveURL(/keyword=hs\.e2e/);
  await expect(page.getByRole('row', { name: /student2/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  await expect(page).toHaveURL(/\/backgroundJob\/exportList\/student$/);
  const exported = page.getByRole('row').filter({ hasText: 'Hoàn thành' }).first();
  await expect(exported).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    exported.getByRole('button', { name: 'Tải xuống' }).click(),
  ]);
  const list = new ExcelJS.Workbook();
  await list.xlsx.readFile(await file.path());
  const usernames: string[] = [];
  list.worksheets[0]?.eachRow((r, n) => {
    if (n > 1) usernames.push(String(r.getCell(2).value));
  });
  expect(list.worksheets[0]?.getRow(1).getCell(2).value).toBe('Tên đăng nhập');
  expect(usernames).toHaveLength(47);
  expect(usernames).toContain('hs.e2e.50');
  expect(usernames).not.toContain('hs.e2e.5');
});

test('an imported student signs in with the password the school handed out and must choose her own first', async ({
  page,
}) => {
  // hs.e2e.1 was imported by the journey above, with the file's one starting password.
  await page.goto(`${SERVER}/dashboard`);
  await expect(page).toHaveURL(/\/signIn$/);
  await signIn(page, 'hs.e2e.1', 'Hocsinh@2026');
  await expect(page.getByRole('heading', { name: 'Chọn mật khẩu của bạn' })).toBeVisible();
  // Nothing of the area meanwhile: no menu to wander off by.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const TITLE = { vi: 'Chọn mật khẩu của bạn', en: 'Choose your password', lo: 'ເລືອກລະຫັດຜ່ານຂອງທ່ານ' } as const;
  await inEveryLocaleAndSize(page, async (locale, width) => {
    await page.goto(`${SERVER}/dashboard?lang=${locale}`);
    await expect(page.getByRole('heading', { name: TITLE[locale] })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `first-password-${locale}-${width}.png`), fullPage: true });
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SERVER}/dashboard?lang=vi`);
  const choose = async (next: string) => {
    await page.getByLabel(/^Mật khẩu hiện tại/).fill('Hocsinh@2026');
    await page.getByLabel(/^Mật khẩu mới/).fill(next);
    await page.getByLabel(/^Xác nhận mật khẩu/).fill(next);
    await page.getByRole('button', { name: 'Lưu mật khẩu và tiếp tục' }).click();
  };
  await choose('Hocsinh@2026');
  // Under the field, and in the alert that lists what to fix.
  await expect(page.getByText('Mật khẩu mới phải khác mật khẩu nhà trường đã cấp.').first()).toBeVisible();
  await choose('Riêng-của-em@2027');
  await expect(page.getByRole('heading', { name: 'Xin chào, Học sinh Nhập 1' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Chọn mật khẩu của bạn' })).toHaveCount(0);
  // Her own password is the one that signs her in now.
  const again = await page.request.post(`${SERVER}/Auth/User/SignIn`, {
    data: { username: 'hs.e2e.1', password: 'Riêng-của-em@2027', idDevice: 'e2e-first-password' },
  });
  expect(again.ok()).toBe(true);
  const token = (await again.json()).data.accessToken;
  await page.request.get(`${SERVER}/Auth/User/Signout`, { headers: { authorization: `Bearer ${token}` } });
});

test('the owner reads the general report, exports it and downloads the file, and imports members with a bad row', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSignedIn(page, 'owner', '/report/general-report');
  await expect(page.getByRole('heading', { name: 'Báo cáo tổng hợp' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Diễn biến theo thời gian' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Theo khóa học' })).toBeVisible();

  // Export: a background job; the list shows it processing, then done, and its file downloads.
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  await expect(page).toHaveURL(/\/backgroundJob\/exportList\/generalReport$/);
  const row = page.getByRole('row', { name: /general-report-/ }).first();
  await expect(row.getByText('Hoàn thành')).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Tải xuống' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets.map((s) => s.name)).toEqual([
    'Tổng quan',
    'Theo thời gian',
    'Theo đơn vị',
    'Theo khóa học',
  ]);
  const totals: string[] = [];
  book.worksheets[0]?.eachRow((r) => totals.push(String(r.getCell(1).value)));
  expect(totals).toContain('Lượt ghi danh');
  await page.screenshot({ path: join(SHOTS, 'reports-export-done-vi-1280.png'), fullPage: true });

  // Import: one bad row refuses the whole file, and the row is named with its number and why.
  await page.goto(`${SERVER}/backgroundJob/importList/member`);
  await page.getByLabel(/Tệp \(/).setInputFiles({
    name: 'thanh-vien-e2e.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await membersFile(),
  });
  await page.getByRole('button', { name: 'Nhập dữ liệu' }).click();
  const imported = page.getByRole('row', { name: /thanh-vien-e2e\.xlsx/ });
  await expect(imported.getByText('Thất bại')).toBeVisible({ timeout: 60_000 });
  await expect(imported.getByText('1 dòng bị từ chối: không có dữ liệu nào được nhập')).toBeVisible();
  await imported.getByRole('button', { name: 'Các dòng bị từ chối' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row', { name: /3 Số điện thoại Số điện thoại không hợp lệ/ })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'reports-import-errors-vi-1280.png'), fullPage: true });
  await dialog.press('Escape');

  // Nothing was half-imported: not even the good rows.
  const token = await apiToken(page, 'owner');
  for (const username of ['lan.do.e2e', 'bounmy.e2e']) {
    const members = await page.request.get(`${SERVER}/Lms/Member/List?keyword=${username}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await members.json()).data.total).toBe(0);
  }

  // A disguised file is refused before any job starts, with the reason under the field.
  await page.getByLabel(/Tệp \(/).setInputFiles({
    name: 'khong-phai-excel.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('Họ tên,Tên đăng nhập\nAn,an'),
  });
  await page.getByRole('button', { name: 'Nhập dữ liệu' }).click();
  await expect(page.getByText('Tệp không phải là tệp Excel (.xlsx) thật').first()).toBeVisible();

  const title = {
    vi: [
      'Báo cáo tổng hợp',
      'Báo cáo chi tiết',
      'Danh sách xuất dữ liệu',
      'Danh sách nhập dữ liệu',
      'Nhật ký mở khóa học',
    ],
    en: ['General report', 'Detail report', 'Exports', 'Imports', 'Open course logs'],
    lo: ['ລາຍງານລວມ', 'ລາຍງານລະອຽດ', 'ລາຍການສົ່ງອອກຂໍ້ມູນ', 'ລາຍການນຳເຂົ້າຂໍ້ມູນ', 'ບັນທຶກການເປີດຫຼັກສູດ'],
  } as const;
  const routes = [
    ['/report/general-report', 'general'],
    ['/report/detail-report', 'detail'],
    ['/backgroundJob/exportList', 'exports'],
    ['/backgroundJob/importList/member', 'imports'],
    ['/openCourseLogs/exportList', 'open-course-logs'],
  ] as const;
  await inEveryLocaleAndSize(page, async (locale, width) => {
    for (const [i, [route, name]] of routes.entries()) {
      await page.goto(`${SERVER}${route}?lang=${locale}`);
      await expect(page.getByRole('heading', { name: new RegExp(`^${title[locale][i]}`) })).toBeVisible();
      await expect(page.getByRole('status'))
        .toHaveCount(0, { timeout: 15_000 })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(SHOTS, `reports-${name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  });
  await page.goto(`${SERVER}/dashboard?lang=vi`);
});

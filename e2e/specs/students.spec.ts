import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, sessionToken, signIn, test } from './support';

test('an owner adds a student and enrols her in a course, which she finds on her dashboard', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'owner', '/registerUser/list');
  await expect(page.getByRole('heading', { name: 'Học viên' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm học viên' }).click();
  await expect(page).toHaveURL(`${SERVER}/registerUser/add`);
  await page.getByLabel(/^Họ tên/).fill('Vũ Thị Lan');
  await page.getByLabel(/^Tên đăng nhập/).fill('lan.vu');
  await page.getByLabel(/^Mật khẩu/).fill('Hocsinh@2026');
  await page.getByLabel(/^Số điện thoại/).fill('12');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Số điện thoại không hợp lệ')).toBeVisible();
  await page.getByLabel(/^Số điện thoại/).fill('0912 345 678');
  await page.getByLabel(/^Khối lớp/).fill('10A1');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(`${SERVER}/registerUser/list`);
  const row = page.getByRole('row', { name: /Vũ Thị Lan/ });
  await expect(row).toContainText('10A1');
  await expect(row).toContainText('Chưa đăng nhập');

  // The owner enrols her in a course from the course's Students tab.
  const token = await sessionToken(page);
  const created = await page.request.post(`${SERVER}/Lms/Course/Add`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Ngữ văn 10', visibility: 'public' },
  });
  const course = (await created.json()).data;
  await page.goto(`${SERVER}/course/edit/${course.id}?tab=students`);
  await page.getByRole('combobox', { name: /Chọn học viên/ }).fill('Lan');
  await page.getByRole('option', { name: 'Vũ Thị Lan (lan.vu)' }).click();
  await page.getByRole('button', { name: 'Ghi danh', exact: true }).click();
  const enrolled = page.getByRole('row', { name: /Vũ Thị Lan/ });
  await expect(enrolled).toContainText('0%');
  await expect(enrolled).toContainText('Chưa học');

  const learner = await browser.newPage();
  await learner.goto(`${SERVER}/signIn`);
  await signIn(learner, 'lan.vu', 'Hocsinh@2026');
  await expect(learner.getByRole('heading', { name: 'Xin chào, Vũ Thị Lan' })).toBeVisible();
  const continuing = learner.getByRole('region', { name: 'Tiếp tục học' });
  await expect(continuing.getByRole('heading', { name: 'Ngữ văn 10' })).toBeVisible();
  await expect(continuing.getByRole('progressbar', { name: 'Tiến độ: Ngữ văn 10' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await learner.close();
});

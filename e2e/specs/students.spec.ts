import { expect, test } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, signIn } from './support';

test('an owner adds a student, who can then sign in to the student area', async ({ page, browser }) => {
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

  const learner = await browser.newPage();
  await learner.goto(`${SERVER}/signIn`);
  await signIn(learner, 'lan.vu', 'Hocsinh@2026');
  await expect(learner.getByRole('heading', { name: 'Xin chào, Vũ Thị Lan' })).toBeVisible();
  await learner.close();
});

import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, test } from './support';

test('an owner files a new course under a new category and finds it in the catalogue', async ({ page }) => {
  await openSignedIn(page, 'owner', '/courseCategory/list');
  await page.getByLabel(/Tên danh mục/).fill('Khoa học tự nhiên');
  await page.getByRole('button', { name: 'Thêm danh mục' }).click();
  await expect(page.getByText('Khoa học tự nhiên', { exact: true })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Danh mục' });
  await menu.getByRole('link', { name: 'Khóa học', exact: true }).click();
  await expect(page).toHaveURL(`${SERVER}/course/list`);
  await page.getByRole('button', { name: 'Thêm khóa học' }).click();
  await expect(page).toHaveURL(`${SERVER}/course/add`);

  await page.getByLabel(/Tên khóa học/).fill('Vật lý 10 — Cơ học');
  await page.getByRole('combobox', { name: /Danh mục/ }).click();
  await page.getByRole('option', { name: 'Khoa học tự nhiên' }).click();
  await page.getByRole('radio', { name: 'Có phí' }).check();
  await page.getByLabel(/Giá bán/).fill('900000');
  await page.getByRole('radio', { name: 'Công khai' }).check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/course\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Vật lý 10 — Cơ học' })).toBeVisible();
  await expect(page).toHaveTitle('Chỉnh sửa khóa học · Saola Demo School');
  await page.screenshot({ path: join(SHOTS, 'course-edit-vi-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Quay lại' }).click();
  const row = page.getByRole('row', { name: /Vật lý 10 — Cơ học/ });
  await expect(row).toContainText('Khoa học tự nhiên');
  await expect(row).toContainText(/900\.000\s₫/);
  await expect(row).toContainText('Đã duyệt');
  await page.screenshot({ path: join(SHOTS, 'course-list-vi-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: join(SHOTS, 'course-list-vi-360.png'), fullPage: true });
});

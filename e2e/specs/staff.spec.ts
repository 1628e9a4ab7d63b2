import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, sessionToken, signIn, test } from './support';

const GROUPS = { vi: 'Nhóm quyền', en: 'Permission groups', lo: 'ກຸ່ມສິດ' } as const;
const LOG = { vi: 'Nhật ký nhân sự', en: 'Staff log', lo: 'ບັນທຶກພະນັກງານ' } as const;

test('an owner makes a personal-scope group with course rights and a teacher in it; the teacher sees only her menus, courses and class and scores it; the owner reads the log', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'owner', '/rightGroup/list');
  await expect(page.getByRole('heading', { name: 'Nhóm quyền' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm nhóm quyền' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm nhóm quyền' });
  await dialog.getByLabel(/^Tên nhóm/).fill('Tổ Ngữ văn');
  await expect(dialog.getByRole('radio', { name: /^Cá nhân/ })).toBeChecked();
  await dialog.getByLabel('Thêm, sửa, xóa gói khóa học').check();
  await dialog.getByLabel('Thêm, sửa, xóa danh mục khóa học').check();
  await dialog.getByLabel('Thêm, sửa, xóa điểm của học viên').check();
  await page.screenshot({ path: join(SHOTS, 'right-group-dialog-vi-1280.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  const group = page.getByRole('row', { name: /Tổ Ngữ văn/ });
  await expect(group).toContainText('Cá nhân');
  await expect(group).toContainText('3 quyền');

  // The teacher, in that group.
  await page.goto(`${SERVER}/teachers/add`);
  await page.getByLabel(/^Họ tên/).fill('Hoàng Thị Mai');
  await page.getByLabel(/^Tên đăng nhập/).fill('mai.hoang');
  await page.getByLabel(/^Bí danh/).fill('Cô Mai');
  await page.getByLabel(/^Mật khẩu/).fill('Giaovien@2026');
  await page.getByRole('combobox', { name: /Nhóm quyền/ }).fill('Ngữ văn');
  await page.getByRole('option', { name: 'Tổ Ngữ văn' }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: join(SHOTS, 'teacher-add-vi-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(`${SERVER}/teachers/list`);
  const row = page.getByRole('row', { name: /Hoàng Thị Mai/ });
  await expect(row).toContainText('Tổ Ngữ văn');
  await expect(row).toContainText('Cô Mai');

  // One course she teaches, one she does not.
  const token = await sessionToken(page);
  const teachers = await page.request.get(`${SERVER}/Lms/Teacher/List?keyword=mai.hoang`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const mai = (await teachers.json()).data.data[0] as { id: number };
  for (const data of [
    { name: 'Ngữ văn 12 — Cô Mai', idTeacher: mai.id },
    { name: 'Hóa học 12 — tổ khác', visibility: 'public' },
  ])
    expect(
      (
        await page.request.post(`${SERVER}/Lms/Course/Add`, {
          headers: { Authorization: `Bearer ${token}` },
          data,
        })
      ).status(),
    ).toBe(200);

  // A class she is homeroom teacher of (with a student), and one she is not.
  const students = await page.request.get(`${SERVER}/Lms/Student/List?take=1&keyword=student3`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const nam = (await students.json()).data.data[0] as { id: number; fullName: string };
  for (const data of [
    {
      name: 'Lớp 12C1',
      classLevel: '12',
      schoolYear: '2026-2027',
      idHomeroomTeacher: mai.id,
      idMembers: [nam.id],
    },
    { name: 'Lớp 12C2', classLevel: '12', schoolYear: '2026-2027', idMembers: [] },
  ])
    expect(
      (
        await page.request.post(`${SERVER}/Lms/UserGroup/Add`, {
          headers: { Authorization: `Bearer ${token}` },
          data,
        })
      ).status(),
    ).toBe(200);

  const teacher = await browser.newPage();
  await teacher.goto(`${SERVER}/signIn`);
  await signIn(teacher, 'mai.hoang', 'Giaovien@2026');
  const menu = teacher.getByRole('navigation', { name: 'Danh mục' });
  // Her sections only: courses and students, not teachers (no staff rights) nor sales.
  await expect(menu.getByRole('button', { name: 'Khóa học' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Học viên' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Giáo viên' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Bán hàng' })).toHaveCount(0);
  await teacher.goto(`${SERVER}/course/list`);
  await expect(teacher.getByRole('row', { name: /Ngữ văn 12 — Cô Mai/ })).toBeVisible();
  await expect(teacher.getByRole('row', { name: /Hóa học 12 — tổ khác/ })).toHaveCount(0);
  await teacher.screenshot({ path: join(SHOTS, 'staff-teacher-courses-vi-1280.png'), fullPage: true });
  await teacher.goto(`${SERVER}/userGroup/list`);
  await expect(teacher.getByRole('row', { name: /Lớp 12C1/ })).toContainText('Hoàng Thị Mai');
  await expect(teacher.getByRole('row', { name: /Lớp 12C2/ })).toHaveCount(0);
  await teacher.screenshot({ path: join(SHOTS, 'staff-teacher-classes-vi-1280.png'), fullPage: true });
  // She records a score for her class.
  await teacher
    .getByRole('row', { name: /Lớp 12C1/ })
    .getByRole('link', { name: 'Điểm' })
    .click();
  await expect(teacher.getByRole('heading', { name: 'Điểm: Lớp 12C1' })).toBeVisible();
  await teacher.getByRole('button', { name: 'Thêm điểm' }).click();
  const scoreDialog = teacher.getByRole('dialog', { name: 'Thêm điểm' });
  await scoreDialog.getByRole('combobox', { name: /Học viên/ }).click();
  await teacher.getByRole('option', { name: nam.fullName }).click();
  await scoreDialog.getByLabel(/^Môn học/).fill('Ngữ văn');
  await scoreDialog.getByLabel(/^Điểm/).fill('8.5');
  await scoreDialog.getByLabel(/^Học kỳ/).fill('HK1');
  await scoreDialog.getByRole('button', { name: 'Lưu' }).click();
  const score = teacher.getByRole('row', { name: /Ngữ văn/ });
  await expect(score).toContainText('8,5');
  await expect(score).toContainText('Hoàng Thị Mai');
  await teacher.screenshot({ path: join(SHOTS, 'staff-teacher-scores-vi-1280.png'), fullPage: true });
  // A screen her rights do not open is not hers.
  await teacher.goto(`${SERVER}/teachers/list`);
  await expect(teacher.getByRole('heading', { name: 'Giáo viên' })).toHaveCount(0);
  const mine = await sessionToken(teacher);
  await teacher.request.get(`${SERVER}/Auth/User/Signout`, { headers: { authorization: `Bearer ${mine}` } });
  await teacher.close();

  // The owner reads the log.
  await page.goto(`${SERVER}/teachers/logs`);
  await expect(page.getByRole('row', { name: /Nhóm quyền: Tổ Ngữ văn/ }).first()).toContainText('Thêm');
  await expect(page.getByRole('row', { name: /Giáo viên: Hoàng Thị Mai/ }).first()).toContainText(
    'Nguyễn Thị Hoa',
  );
  for (const locale of ['vi', 'en', 'lo'] as const) {
    await page.goto(`${SERVER}/teachers/logs?lang=${locale}`);
    await expect(page.getByRole('heading', { name: LOG[locale] })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `teacher-logs-${locale}-1280.png`), fullPage: true });
    await page.goto(`${SERVER}/rightGroup/list?lang=${locale}`);
    await expect(page.getByRole('heading', { name: GROUPS[locale] })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `right-group-list-${locale}-1280.png`), fullPage: true });
    await page.goto(`${SERVER}/teachers/list?lang=${locale}`);
    await page.screenshot({ path: join(SHOTS, `teacher-list-${locale}-1280.png`), fullPage: true });
    await page.goto(`${SERVER}/userGroup/list?lang=${locale}`);
    await page.screenshot({ path: join(SHOTS, `user-group-list-${locale}-1280.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [path, name, heading] of [
    ['/teachers/list?lang=vi', 'teacher-list', 'Giáo viên'],
    ['/rightGroup/list', 'right-group-list', 'Nhóm quyền'],
    ['/teachers/logs', 'teacher-logs', 'Nhật ký nhân sự'],
    ['/userGroup/list', 'user-group-list', 'Lớp học'],
  ] as const) {
    await page.goto(`${SERVER}${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `${name}-vi-360.png`), fullPage: true });
  }
});

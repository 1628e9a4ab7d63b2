import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, sessionToken, signIn, test } from './support';

const OBSERVERS = { vi: 'Người giám sát', en: 'Observers', lo: 'ຜູ້ຕິດຕາມ' } as const;
const CLASSES = { vi: 'Lớp học', en: 'Classes', lo: 'ຫ້ອງຮຽນ' } as const;

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, name), fullPage: true });

test('an owner makes an observer of a class; the observer watches its classes read-only and is refused the rest; teachers see masked contacts when only the owner may; the owner reads the log', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'owner', '/monitor/list');
  await expect(page.getByRole('heading', { name: 'Người giám sát' })).toBeVisible();
  // The demo school's observers, each with the classes it watches.
  await expect(page.getByRole('row', { name: /Đỗ Thị Lan/ })).toContainText('Lớp 10A1, Lớp 11B2');
  await expect(page.getByRole('row', { name: /ຄຳຫຼ້າ ສີສຸພັນ/ })).toContainText('ຫ້ອງ ມ.5/1');
  await expect(page.getByRole('row', { name: /James Carter/ })).toContainText('Chưa giám sát lớp nào');

  // A new observer of one class.
  await page.getByRole('button', { name: 'Thêm người giám sát' }).click();
  await expect(page).toHaveURL(`${SERVER}/monitor/add`);
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Trường này là bắt buộc').first()).toBeVisible();
  await page.getByLabel(/^Họ tên/).fill('Phan Quốc Huy');
  await page.getByLabel(/^Tên đăng nhập/).fill('huy.phan');
  await page.getByLabel(/^Mật khẩu/).fill('Giamsat@2026');
  await page.getByRole('combobox', { name: /^Lớp học/ }).fill('11B2');
  await page.getByRole('option', { name: 'Lớp 11B2' }).click();
  await page.keyboard.press('Escape');
  await shot(page, 'monitor-add-vi-1280.png');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(`${SERVER}/monitor/list`);
  await expect(page.getByRole('row', { name: /Phan Quốc Huy/ })).toContainText('Lớp 11B2');

  // The observer signs in: its menus are the watching ones, its classes only, and nothing to change.
  const observer = await browser.newPage();
  await observer.goto(`${SERVER}/signIn`);
  await signIn(observer, 'huy.phan', 'Giamsat@2026');
  await expect(observer).toHaveURL(`${SERVER}/dashboard`);
  const menu = observer.getByRole('navigation', { name: 'Danh mục' });
  await expect(menu.getByRole('button', { name: 'Khóa học' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Giáo viên' })).toHaveCount(0);
  await observer.goto(`${SERVER}/userGroup/list`);
  await expect(observer.getByRole('row', { name: /Lớp 11B2/ })).toBeVisible();
  await expect(observer.getByRole('row', { name: /Lớp 10A1/ })).toHaveCount(0);
  await expect(observer.getByRole('button', { name: 'Thêm lớp học' })).toHaveCount(0);
  await expect(observer.getByRole('checkbox')).toHaveCount(0);
  await shot(observer, 'monitor-observer-classes-vi-1280.png');
  await observer
    .getByRole('row', { name: /Lớp 11B2/ })
    .getByRole('link', { name: 'Điểm' })
    .click();
  await expect(observer.getByRole('heading', { name: 'Điểm: Lớp 11B2' })).toBeVisible();
  await expect(observer.getByRole('button', { name: 'Thêm điểm' })).toHaveCount(0);
  await shot(observer, 'monitor-observer-scores-vi-1280.png');
  // Another address: refused by the guard, and by the server whatever the screen does.
  await observer.goto(`${SERVER}/registerUser/list`);
  await expect(observer.getByText('Bạn không có quyền truy cập trang này.')).toBeVisible();
  const observerToken = await sessionToken(observer);
  for (const url of ['/Lms/Student/List', '/Lms/Monitor/List', '/Lms/Course/List'])
    expect(
      (
        await observer.request.get(`${SERVER}${url}`, {
          headers: { Authorization: `Bearer ${observerToken}` },
        })
      ).status(),
      url,
    ).toBe(403);
  const classes = await observer.request.get(`${SERVER}/Lms/UserGroup/List?take=50`, {
    headers: { Authorization: `Bearer ${observerToken}` },
  });
  const watched = (await classes.json()).data.data as Array<{ id: number; name: string }>;
  expect(watched.map((c) => c.name)).toEqual(['Lớp 11B2']);
  const rename = await observer.request.put(`${SERVER}/Lms/UserGroup/Edit`, {
    headers: { Authorization: `Bearer ${observerToken}` },
    data: { id: watched[0]?.id, name: 'Đổi tên', idMembers: [] },
  });
  expect(rename.status()).toBe(403);
  // Its screens in the three languages, wide and narrow.
  for (const locale of ['vi', 'en', 'lo'] as const) {
    await observer.goto(`${SERVER}/userGroup/list?lang=${locale}`);
    await expect(observer.getByRole('heading', { name: CLASSES[locale] })).toBeVisible();
    await expect(observer.getByRole('row', { name: /Lớp 11B2/ })).toBeVisible();
    await shot(observer, `monitor-observer-classes-${locale}-1280.png`);
  }
  await observer.setViewportSize({ width: 360, height: 800 });
  await observer.goto(`${SERVER}/dashboard?lang=vi`);
  // Its figures are those of the class it watches: Lớp 11B2's two learners.
  await expect(observer.getByRole('heading', { name: 'Saola Demo School' })).toBeVisible();
  // (Named by its term: the week's figures, active learners first, come before the school's counts.)
  const learners = observer.locator('dl').filter({ has: observer.locator('dt', { hasText: /^Học viên$/ }) });
  await expect(learners.getByRole('definition')).toHaveText('2');
  await shot(observer, 'monitor-observer-dashboard-vi-360.png');
  await observer.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { Authorization: `Bearer ${observerToken}` },
  });
  await observer.close();

  // SPEC §6: only the owner sees learners' emails and phones; a teacher sees them masked.
  await page.goto(`${SERVER}/setting/securitySetting`);
  await page.getByRole('radio', { name: 'Chỉ quản trị viên xem được' }).check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Chỉ quản trị viên xem được')).toBeVisible();
  const ownerToken = await sessionToken(page);
  const security = await page.request.get(`${SERVER}/Lms/Setting/GetSecurity`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
  });
  expect((await security.json()).data.teachersSeeContacts).toBe(false);
  const teacher = await browser.newPage();
  await teacher.goto(`${SERVER}/signIn`);
  await signIn(teacher, 'teacher');
  await expect(teacher).toHaveURL(`${SERVER}/dashboard`);
  const replies: string[] = [];
  teacher.on('response', async (response) => {
    if (response.url().includes('/Lms/Student/')) replies.push(await response.text().catch(() => ''));
  });
  await teacher.goto(`${SERVER}/registerUser/list`);
  const trang = teacher.getByRole('row', { name: /Phạm Thu Trang/ });
  await expect(trang).toContainText('t•••@saola.edu.vn');
  await shot(teacher, 'monitor-masked-students-vi-1280.png');
  await expect(trang).not.toContainText('trang.pham@saola.edu.vn');
  expect(replies.length).toBeGreaterThan(0);
  for (const body of replies) {
    expect(body).not.toContain('trang.pham@saola.edu.vn');
    expect(body).not.toContain('0901234567');
  }
  const teacherToken = await sessionToken(teacher);
  await teacher.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { Authorization: `Bearer ${teacherToken}` },
  });
  await teacher.close();
  // The owner still sees them in full; the setting goes back to every teacher.
  await page.goto(`${SERVER}/registerUser/list`);
  await expect(page.getByRole('row', { name: /Phạm Thu Trang/ })).toContainText('trang.pham@saola.edu.vn');
  await page.goto(`${SERVER}/setting/securitySetting`);
  await page.getByRole('radio', { name: 'Mọi giáo viên đều xem được' }).check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('radio', { name: 'Mọi giáo viên đều xem được' })).toBeChecked();

  // The owner reads the log: the new observer and its class, by name.
  await page.goto(`${SERVER}/teachers/logs`);
  const entry = page.getByRole('row', { name: /Phan Quốc Huy/ }).first();
  await expect(entry).toContainText('Người giám sát');
  await expect(entry).toContainText('Lớp 11B2');
  await shot(page, 'monitor-log-vi-1280.png');

  // The owner's screens in the three languages, wide and narrow.
  for (const locale of ['vi', 'en', 'lo'] as const) {
    await page.goto(`${SERVER}/monitor/list?lang=${locale}`);
    await expect(page.getByRole('heading', { name: OBSERVERS[locale] })).toBeVisible();
    await expect(page.getByRole('row', { name: /Phan Quốc Huy/ })).toBeVisible();
    await shot(page, `monitor-list-${locale}-1280.png`);
    await page.getByRole('link', { name: 'Đỗ Thị Lan' }).click();
    await expect(page.getByRole('heading', { name: 'Đỗ Thị Lan' })).toBeVisible();
    await shot(page, `monitor-edit-${locale}-1280.png`);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  for (const locale of ['vi', 'lo'] as const) {
    await page.goto(`${SERVER}/monitor/list?lang=${locale}`);
    await expect(page.getByRole('heading', { name: OBSERVERS[locale] })).toBeVisible();
    await shot(page, `monitor-list-${locale}-360.png`);
    await page.goto(`${SERVER}/monitor/add?lang=${locale}`);
    await expect(page.getByLabel(/^(Họ tên|ຊື່)/).first()).toBeVisible();
    await shot(page, `monitor-add-${locale}-360.png`);
  }
  await page.goto(`${SERVER}/dashboard?lang=vi`);
  await page.setViewportSize({ width: 1280, height: 800 });
});

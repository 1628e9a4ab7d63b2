import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SERVER } from '../playwright.config';
import { apiToken, openSignedIn, SHOTS, sessionToken, test } from './support';

/** A mail server on this machine: the school's mail goes to it, and the test reads the reset link there. */
const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  await expect
    .poll(() => inbox.some((m) => JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? '')), {
      timeout: 15_000,
    })
    .toBe(true);
  return inbox.find(
    (m) => JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? ''),
  ) as ParsedMail;
}

test('the owner renames the school and requires strong passwords; a visitor signs up, forgets the password and resets it by mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'owner', '/setting/information');
  const name = page.getByLabel(/^Tên trường/);
  const before = await name.inputValue();
  await name.fill('Trường THPT Saola Hà Nội');
  // A new logo: a 1×1 PNG, uploaded as a person drops a file.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Biểu trưng (logo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Trường THPT Saola Hà Nội', { exact: true }).last()).toBeVisible();
  await expect(page.getByText(`${before}`).first()).toBeVisible();

  await page.goto(`${SERVER}/setting/securitySetting`);
  const strong = page.getByRole('switch', { name: 'Bắt buộc mật khẩu mạnh' });
  if ((await strong.getAttribute('aria-checked')) !== 'true') await strong.click();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(/Quy định mới áp dụng từ lần đăng nhập tiếp theo/)).toBeVisible();

  // The school's mail server: this machine's test server (plain SMTP on the loopback).
  await page.goto(`${SERVER}/setting/mailSetting`);
  await page.getByRole('radio', { name: 'SMTP' }).click();
  await page.getByLabel(/^Máy chủ SMTP/).fill('127.0.0.1');
  await page.getByLabel(/^Cổng/).fill(String(smtpPort));
  await page.getByLabel(/^Tên hiển thị/).fill('Trường THPT Saola Hà Nội');
  await page.getByLabel(/^Địa chỉ người gửi/).fill('no-reply@saola.test');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('127.0.0.1', { exact: true })).toBeVisible();

  // A visitor, in a browser of their own, signs up from the sign-in page.
  const visitorContext = await browser.newContext({ locale: 'vi-VN' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${SERVER}/signIn`);
  await expect(visitor.getByText('Trường THPT Saola Hà Nội')).toBeVisible();
  await expect(visitor.locator('img[src*="/"]').first()).toBeVisible();
  await visitor.getByRole('link', { name: 'Đăng ký' }).click();
  await expect(visitor).toHaveURL(/\/signUp$/);
  const username = `linh.e2e.${Date.now()}`;
  const address = `${username}@example.vn`;
  await visitor.getByLabel(/^Họ tên/).fill('Vũ Thùy Linh');
  await visitor.getByLabel(/^Tên đăng nhập/).fill(username);
  await visitor.getByLabel(/^Địa chỉ email/).fill(address);
  await visitor.getByLabel(/^Mật khẩu/).fill('linh12345');
  await visitor.getByLabel(/^Xác nhận mật khẩu/).fill('linh12345');
  await visitor.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(visitor.getByText(/ít nhất 8 ký tự/).first()).toBeVisible();
  await expect(visitor).toHaveURL(/\/signUp$/);
  await visitor.getByLabel(/^Mật khẩu/).fill('Linh@2026');
  await visitor.getByLabel(/^Xác nhận mật khẩu/).fill('Linh@2026');
  await visitor.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await expect(await mailTo(address, /Chào mừng/)).toBeTruthy();

  // Signed out, the learner forgets the password and asks for a link.
  await visitor.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { authorization: `Bearer ${await sessionToken(visitor)}` },
  });
  await visitor.evaluate(() => localStorage.clear());
  await visitor.goto(`${SERVER}/signIn`);
  await visitor.getByRole('link', { name: 'Quên mật khẩu?' }).click();
  await expect(visitor).toHaveURL(/\/forgotPassword$/);
  await visitor.getByLabel(/^Email hoặc số điện thoại/).fill(address);
  await visitor.getByRole('button', { name: 'Gửi' }).click();
  await expect(visitor.getByText(/Nếu có tài khoản dùng email này/)).toBeVisible();

  const reset = await mailTo(address, /Đặt lại mật khẩu/);
  const link = /href="([^"]+)"/.exec(reset.html || '')?.[1]?.replace(/&amp;/g, '&') as string;
  expect(link).toContain('/forgotPassword?token=');
  await visitor.goto(link);
  // The page names the account it resets, partly hidden.
  await expect(visitor.getByText(/^Tài khoản: linh.+•••\d+$/)).toBeVisible();
  await visitor.getByLabel(/^Mật khẩu mới/).fill('Linh@2027');
  await visitor.getByLabel(/^Xác nhận mật khẩu/).fill('Linh@2027');
  await visitor.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(visitor.getByText('Mật khẩu đã được đổi. Vui lòng đăng nhập.')).toBeVisible();

  // The link works once: opened again, it says so before asking for a password.
  await visitor.goto(link);
  await expect(visitor.getByText(/Liên kết đã được dùng hoặc đã hết hạn/)).toBeVisible();
  await expect(visitor.getByLabel(/^Mật khẩu mới/)).toHaveCount(0);

  // The new password signs in.
  await visitor.getByRole('link', { name: 'Quay lại đăng nhập' }).click();
  await visitor.getByLabel(/Tên đăng nhập/).fill(username);
  await visitor.getByLabel(/^Mật khẩu/).fill('Linh@2027');
  await visitor.getByRole('button', { name: /^Đăng nhập$/ }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  const visitorToken = await sessionToken(visitor);
  await visitor.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { authorization: `Bearer ${visitorToken}` },
  });
  await visitorContext.close();

  // Screens in the three languages, wide and narrow.
  for (const locale of ['vi', 'en', 'lo'] as const) {
    for (const [path, shot] of [
      ['/setting/information', 'information'],
      ['/setting/securitySetting', 'security'],
      ['/setting/mailSetting', 'mail'],
      ['/setting/mailTemplate', 'mail-template'],
    ] as const) {
      await page.goto(`${SERVER}${path}?lang=${locale}`);
      await expect(page.getByRole('button', { name: /^(Lưu|Save|ບັນທຶກ)$/ })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `settings-${shot}-${locale}-1280.png`), fullPage: true });
    }
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      // The events each channel announces, and the SMS gateway's own fields once chosen.
      await page.goto(`${SERVER}/setting/notification?tab=events&lang=${locale}`);
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `settings-events-${locale}-${width}.png`), fullPage: true });
      await page.goto(`${SERVER}/setting/securitySetting?lang=${locale}`);
      await page.getByRole('radio', { name: /HTTP/ }).check();
      await expect(page.getByLabel(/Địa chỉ API gửi tin|Sending API address|ທີ່ຢູ່ API ສົ່ງຂໍ້ຄວາມ/)).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `settings-sms-${locale}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${SERVER}/setting/securitySetting?lang=vi`);
  await expect(page.getByRole('button', { name: 'Lưu' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'settings-security-vi-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const publicPage = await browser.newPage();
  for (const locale of ['vi', 'en', 'lo'] as const) {
    for (const [path, shot] of [
      ['/signUp', 'sign-up'],
      ['/forgotPassword', 'forgot-password'],
    ] as const) {
      await publicPage.goto(`${SERVER}${path}?lang=${locale}`);
      await expect(publicPage.getByRole('button').last()).toBeVisible();
      await publicPage.screenshot({
        path: join(SHOTS, `settings-${shot}-${locale}-1280.png`),
        fullPage: true,
      });
    }
  }
  await publicPage.setViewportSize({ width: 360, height: 800 });
  await publicPage.goto(`${SERVER}/signUp?lang=lo`);
  await expect(publicPage.getByRole('button').last()).toBeVisible();
  await publicPage.screenshot({ path: join(SHOTS, 'settings-sign-up-lo-360.png'), fullPage: true });
  await publicPage.close();

  // Leave the demo school as the other specs expect it.
  const token = await apiToken(page, 'owner');
  const info = await (
    await page.request.get(`${SERVER}/Lms/Setting/GetInformation`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  await page.request.put(`${SERVER}/Lms/Setting/EditInformation`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...info.data, name: before },
  });
  await page.request.get(`${SERVER}/Auth/User/Signout`, { headers: { authorization: `Bearer ${token}` } });
});

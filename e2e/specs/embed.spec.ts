import { expect, test } from '@playwright/test';
import { EMBED, SERVER } from '../playwright.config';

const page_ = `${EMBED}/?api=${encodeURIComponent(SERVER)}`;

test.describe('the embed example: <saola-sign-in> on a school page with hostile CSS', () => {
  test('renders with its own styles while the page keeps its own', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await expect(signIn.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await expect(signIn.getByText('Saola Demo School')).toBeVisible();

    const input = signIn.getByLabel(/Tên đăng nhập/);
    const inputStyle = await input.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        border: s.borderTopWidth,
        background: s.backgroundColor,
        font: s.fontFamily,
        size: s.fontSize,
      };
    });
    expect(inputStyle.border).toBe('1px');
    expect(inputStyle.background).toBe('rgb(255, 255, 255)');
    expect(inputStyle.font).not.toContain('Times New Roman');
    expect(inputStyle.size).toBe('14px');

    const button = signIn.getByRole('button', { name: 'Đăng nhập' });
    const buttonStyle = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        color: s.color,
        background: s.backgroundColor,
        decoration: s.textDecorationLine,
        radius: s.borderTopLeftRadius,
      };
    });
    expect(buttonStyle.color).toBe('rgb(255, 255, 255)');
    expect(buttonStyle.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(buttonStyle.decoration).toBe('none');
    expect(buttonStyle.radius).toBe('8px');

    // The element's CSS does not leak out: the page's own controls keep the school's rules.
    const schoolInput = await page
      .locator('#school-search')
      .evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(schoolInput).toBe('5px');
    const schoolButton = await page
      .locator('#school-menu')
      .evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(schoolButton).toBe('underline');
    expect(await page.locator('header h1').evaluate((el) => getComputedStyle(el).textTransform)).toBe(
      'uppercase',
    );
    expect(
      await signIn
        .getByRole('heading', { name: 'Đăng nhập' })
        .evaluate((el) => getComputedStyle(el).textTransform),
    ).toBe('none');
    await page.screenshot({ path: 'screenshots/embed-sign-in.png', fullPage: true });
  });

  test('shows the server’s refusal, then signs in and fires saola-signed-in', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await signIn.getByLabel(/Tên đăng nhập/).fill('student');
    await signIn.getByLabel(/^Mật khẩu/).fill('wrong-password');
    await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(signIn.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');

    const fired = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('saola-signed-in', (e) =>
            resolve((e as CustomEvent).detail.user.username),
          ),
        ),
    );
    await signIn.getByLabel(/^Mật khẩu/).fill('Saola@2026');
    await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
    expect(await fired).toBe('student');
    await expect(page.locator('#welcome')).toHaveText('Xin chào, Phạm Thu Trang!');
  });

  test('opens a styled dialog inside the element’s own shadow root', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await signIn.getByLabel(/Tên đăng nhập/).fill('student3');
    await signIn.getByLabel(/^Mật khẩu/).fill('Saola@2026');
    await signIn.getByRole('button', { name: 'Đăng nhập' }).click();
    const profile = page.locator('saola-profile');
    await expect(profile.getByRole('heading', { name: 'Lê Hoàng Nam' })).toBeVisible();
    await profile.getByRole('button', { name: 'Mật khẩu mới' }).click();
    const panel = profile.locator('[data-saola-dialog]');
    await expect(panel).toBeVisible();
    const placed = await panel.evaluate((el) => {
      const root = el.getRootNode();
      const s = getComputedStyle(el);
      return {
        host: root instanceof ShadowRoot ? root.host.localName : 'document',
        background: s.backgroundColor,
        radius: s.borderTopLeftRadius,
        shadow: s.boxShadow !== 'none',
        font: s.fontFamily,
      };
    });
    expect(placed).toEqual({
      host: 'saola-profile',
      background: 'rgb(255, 255, 255)',
      radius: '12px',
      shadow: true,
      font: expect.not.stringContaining('Times'),
    });
    expect(
      await page.evaluate(
        () =>
          document.body.querySelectorAll(':scope > [data-saola-portals], :scope > [role="dialog"]').length,
      ),
    ).toBe(0);
    await expect(profile.getByLabel(/^Mật khẩu hiện tại/)).toBeFocused();
    await page.screenshot({ path: 'screenshots/embed-profile-dialog.png', fullPage: true });
  });

  test('switches language inside the element, Lao included', async ({ page }) => {
    await page.goto(page_);
    const signIn = page.locator('saola-sign-in');
    await signIn.getByLabel('Ngôn ngữ').selectOption('lo');
    await expect(signIn.getByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible();
    await signIn.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }).click();
    await expect(signIn.getByText('ຕ້ອງປ້ອນຂໍ້ມູນໃນຊ່ອງນີ້').first()).toBeVisible();
    await page.screenshot({ path: 'screenshots/embed-sign-in-lo.png', fullPage: true });
  });
});

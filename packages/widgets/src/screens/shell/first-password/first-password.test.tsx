import { initialSession, session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoConfig, ok, refuse, renderWithFake } from '../../../../test/fake-saola';
import { FirstPassword } from './first-password';

const imported = { ...demoConfig.user, mustChangePassword: true as const };

function setup() {
  Object.assign(session, { ...demoConfig, user: imported, accessToken: 'imported-token' });
  return renderWithFake(<FirstPassword />, {
    '/Auth/User/EditProfile': (request) => {
      const { currentPassword, newPassword } = request.body as Record<string, string>;
      return newPassword === currentPassword
        ? refuse(400, 'Dữ liệu không hợp lệ', [
            { field: 'newPassword', message: 'Mật khẩu mới phải khác mật khẩu nhà trường đã cấp.' },
          ])
        : ok(demoConfig.user, 'Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.');
    },
    '/Auth/Config/Get': ok(demoConfig),
    '/Auth/User/Signout': ok(null),
  });
}

afterEach(() => {
  Object.assign(session, initialSession());
});

async function choose(current: string, next: string) {
  await userEvent.type(await screen.findByLabelText(/^Mật khẩu hiện tại/), current);
  await userEvent.type(screen.getByLabelText(/^Mật khẩu mới/), next);
  await userEvent.type(screen.getByLabelText(/^Xác nhận mật khẩu/), next);
  await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu và tiếp tục' }));
}

describe('FirstPassword', () => {
  it("keeps the handed-out password refused, then saves the account's own and lets the session go on", async () => {
    const { sent } = setup();
    expect(await screen.findByRole('heading', { name: 'Chọn mật khẩu của bạn' })).toBeDefined();
    await choose('Saola@2026', 'Saola@2026');
    expect(await screen.findByText('Mật khẩu mới phải khác mật khẩu nhà trường đã cấp.')).toBeDefined();
    expect(session.user?.mustChangePassword).toBe(true);

    for (const field of [/^Mật khẩu hiện tại/, /^Mật khẩu mới/, /^Xác nhận mật khẩu/])
      await userEvent.clear(screen.getByLabelText(field));
    await choose('Saola@2026', 'Trang-riêng@2027');
    // The refreshed session no longer asks: whatever was asked for shows.
    await waitFor(() => expect(session.user?.mustChangePassword).toBeUndefined());
    expect(sent.filter((r) => r.url.endsWith('/Auth/User/EditProfile')).map((r) => r.body)).toEqual([
      { currentPassword: 'Saola@2026', newPassword: 'Saola@2026', confirmPassword: 'Saola@2026' },
      { currentPassword: 'Saola@2026', newPassword: 'Trang-riêng@2027', confirmPassword: 'Trang-riêng@2027' },
    ]);
  });

  it('checks the new password against the school’s policy before sending, and lets the user sign out instead', async () => {
    const { sent } = setup();
    await choose('Saola@2026', 'short');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mật khẩu mới/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent.some((r) => r.url.endsWith('/Auth/User/EditProfile'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(session.accessToken).toBeNull());
    expect(sent.some((r) => r.url.endsWith('/Auth/User/Signout'))).toBe(true);
  });
});

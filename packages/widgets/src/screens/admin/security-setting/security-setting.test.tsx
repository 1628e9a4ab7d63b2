import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { SECURITY, settingsServer } from '../shared/setting-fixtures';
import { SecuritySetting } from './security-setting';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

const edits = (sent: Array<{ url: string; body?: unknown }>) =>
  sent.filter((r) => r.url.endsWith('/Lms/Setting/EditSecurity'));

describe('SecuritySetting', () => {
  it('turns on strong passwords and tightens the lock, saying it applies from the next sign-in', async () => {
    const { sent } = renderWithFake(<SecuritySetting />, settingsServer());
    await userEvent.click(await screen.findByRole('switch', { name: 'Bắt buộc mật khẩu mạnh' }));
    const limit = screen.getByLabelText(/Số lần nhập sai/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    await userEvent.click(screen.getByRole('radio', { name: 'Bắt buộc xác thực số điện thoại' }));
    expect(screen.getByText(/áp dụng từ lần đăng nhập tiếp theo/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(edits(sent)).toHaveLength(1));
    expect(edits(sent)[0]?.body).toMatchObject({
      isSetStrongPassword: true,
      wrongLoginLimit: 3,
      learnerRegistration: 'phone',
      recaptchaSecret: '',
    });
  });

  it('never shows the reCAPTCHA secret, only whether it is set', async () => {
    const { sent } = renderWithFake(
      <SecuritySetting />,
      settingsServer({ security: { ...SECURITY, recaptchaSiteKey: 'site-key', hasRecaptchaSecret: true } }),
    );
    const secret = (await screen.findByLabelText(/Khóa bí mật/)) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(screen.getByText(/^Đã đặt\. Để trống để giữ nguyên\./)).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Xóa khóa bí mật đã lưu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(edits(sent)).toHaveLength(1));
    expect(edits(sent)[0]?.body).toMatchObject({ clearRecaptchaSecret: true });
    expect(await screen.findByText(/^Chưa đặt/)).toBeDefined();
  });

  it('refuses a number out of bounds before sending it', async () => {
    const { sent } = renderWithFake(<SecuritySetting />, settingsServer());
    const percent = await screen.findByLabelText(/Tỷ lệ xem video/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Tỷ lệ xem video/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(edits(sent)).toHaveLength(0);
  });

  it('lists the last changes with secrets only as set', async () => {
    renderWithFake(<SecuritySetting />, settingsServer());
    expect(await screen.findByText('Lịch sử thay đổi')).toBeDefined();
    await waitFor(() => expect(screen.getAllByText('Khóa bí mật (secret key)')).toHaveLength(2));
    expect(screen.getByText('set')).toBeDefined();
  });

  it('sets an HTTP SMS gateway whose API key is written, never shown again', async () => {
    const { sent } = renderWithFake(<SecuritySetting />, settingsServer());
    await userEvent.click(await screen.findByRole('radio', { name: 'Cổng SMS qua HTTP (eSMS, SpeedSMS…)' }));
    await userEvent.type(screen.getByLabelText(/Địa chỉ API gửi tin/), 'https://sms.example.vn/send');
    await userEvent.type(screen.getByLabelText(/Khóa API/), 'key-123');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(edits(sent)).toHaveLength(1));
    expect(edits(sent)[0]?.body).toMatchObject({
      smsProvider: 'http',
      smsUrl: 'https://sms.example.vn/send',
      smsApiKey: 'key-123',
    });
    // The form starts again from what was saved: the gateway stays chosen, its key field blank.
    await waitFor(() => expect((screen.getByLabelText(/Khóa API/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/Địa chỉ API gửi tin/) as HTMLInputElement).value).toBe(
      'https://sms.example.vn/send',
    );
  });

  it('sends a test SMS through the saved gateway only, and shows what the gateway answered', async () => {
    const fake = renderWithFake(<SecuritySetting />, settingsServer());
    const toasts: string[] = [];
    fake.saola.client.notices.on('toast', (toast) => toasts.push(toast.message));
    await screen.findByRole('radio', { name: 'Cổng SMS qua HTTP (eSMS, SpeedSMS…)' });
    // The log-only default has nothing to test.
    expect(screen.queryByRole('button', { name: 'Gửi tin nhắn thử' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Cổng SMS qua HTTP (eSMS, SpeedSMS…)' }));
    await userEvent.type(screen.getByLabelText(/Địa chỉ API gửi tin/), 'https://sms.example.vn/send');
    await userEvent.type(screen.getByLabelText(/Khóa API/), 'key-123');
    expect(screen.queryByRole('button', { name: 'Gửi tin nhắn thử' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    const to = await screen.findByLabelText(/^Gửi tin nhắn thử tới/);
    await userEvent.type(to, '0900000000');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn thử' }));
    await waitFor(() => expect(toasts).toContain('Không gửi được tin nhắn SMS: 401 Unauthorized'));
    await userEvent.clear(to);
    await userEvent.type(to, '0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn thử' }));
    await waitFor(() => expect(toasts).toContain('Đã gửi tin nhắn thử nghiệm tới 0912345678.'));
  });
});

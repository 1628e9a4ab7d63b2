import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { MailSetting } from './mail-setting';
import { MAIL, mailServer } from './mail-setting.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('MailSetting', () => {
  it('never shows the password, sends a new one only when typed, and follows the security with the port', async () => {
    const { sent } = renderWithFake(<MailSetting />, mailServer());
    const password = (await screen.findByLabelText(/^Mật khẩu/)) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(screen.getByText(/^Đã đặt\. Để trống để giữ nguyên\./)).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'SSL/TLS' }));
    expect((screen.getByLabelText(/^Cổng/) as HTMLInputElement).value).toBe('465');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Setting/EditMail'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/Lms/Setting/EditMail'))?.body).toMatchObject({
      host: 'smtp.saola.edu.vn',
      port: 465,
      security: 'tls',
      password: '',
    });
  });

  it('says mail is off until a server and a sender are saved', async () => {
    renderWithFake(
      <MailSetting />,
      mailServer({ ...MAIL, host: '', username: '', hasPassword: false, fromAddress: '', ready: false }),
    );
    expect(await screen.findByText(/^Email đang tắt/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Xem hộp thư đi' }).getAttribute('href')).toBe(
      '/setting/mailOutbox',
    );
    await userEvent.type(screen.getByLabelText(/^Máy chủ SMTP/), 'smtp.saola.edu.vn');
    await userEvent.type(screen.getByLabelText(/^Địa chỉ người gửi/), 'no-reply@saola.edu.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByText(/^Email đang tắt/)).toBeNull());
  });

  it('sends a test mail to the address typed', async () => {
    const { sent } = renderWithFake(<MailSetting />, mailServer({ ...MAIL, hasPassword: false }));
    expect(await screen.findByText(/^Chưa đặt/)).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Gửi thư thử nghiệm tới/), 'hoa.nguyen@saola.edu.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi thư thử' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Mail/Test'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/Lms/Mail/Test'))?.body).toEqual({
      to: 'hoa.nguyen@saola.edu.vn',
    });
  });

  it('shows the history with the password only as set', async () => {
    renderWithFake(<MailSetting />, mailServer());
    expect(await screen.findByText('Máy chủ SMTP', { selector: 'span' })).toBeDefined();
    expect(screen.getByText('set')).toBeDefined();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { accountServer } from '../sign-up/sign-up.fixtures';
import { ForgotPassword } from './forgot-password';

describe('ForgotPassword', () => {
  it('sends the address and shows the same neutral answer', async () => {
    const { sent } = renderWithFake(<ForgotPassword />, accountServer());
    await userEvent.type(await screen.findByLabelText(/^Email hoặc số điện thoại/), 'trang@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText(/Nếu có tài khoản dùng email này/)).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Auth/User/ForgotPassword'))?.body).toMatchObject({
      identifier: 'trang@example.vn',
    });
    // By mail there is nothing more to type here: the link opens the next step.
    expect(screen.queryByLabelText(/^Mật khẩu mới/)).toBeNull();
  });

  it('tells the learner to ask the school, not to wait for a mail, when the school sends none', async () => {
    const askSchool =
      'Trường chưa bật gửi email nên không có liên kết nào được gửi đi. Hãy liên hệ nhà trường (0912345678) để được đặt lại mật khẩu.';
    renderWithFake(<ForgotPassword />, {
      ...accountServer(),
      '/Auth/User/ForgotPassword': () => ok({ sent: false }, askSchool),
    });
    await userEvent.type(await screen.findByLabelText(/^Email hoặc số điện thoại/), 'trang@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(askSchool);
    // Told apart from a sent link: not the green "done" look.
    expect(notice.className).toContain('bg-amber-50');
    expect(screen.queryByText(/Nếu có tài khoản dùng email này/)).toBeNull();
  });

  it('takes the SMS code, names the account it opens, then a new password', async () => {
    const { sent } = renderWithFake(<ForgotPassword />, accountServer());
    await userEvent.type(await screen.findByLabelText(/^Email hoặc số điện thoại/), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    await userEvent.type(await screen.findByLabelText(/^Mã xác thực/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Mã không đúng hoặc đã hết hạn')).toBeDefined();
    expect(screen.queryByLabelText(/^Mật khẩu mới/)).toBeNull();
    await userEvent.clear(screen.getByLabelText(/^Mã xác thực/));
    await userEvent.type(screen.getByLabelText(/^Mã xác thực/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Tài khoản: tr•••m')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Mật khẩu mới/), 'Trang@2027');
    await userEvent.type(screen.getByLabelText(/^Xác nhận mật khẩu/), 'Trang@2027');
    await userEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Mật khẩu đã được đổi. Vui lòng đăng nhập.')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Auth/User/ResetPassword'))?.body).toMatchObject({
      phone: '0912345678',
      code: '654321',
      idUser: 7,
      password: 'Trang@2027',
    });
  });

  it('asks which account when several share the phone, and resets only the one chosen', async () => {
    const { sent } = renderWithFake(<ForgotPassword />, accountServer());
    await userEvent.type(await screen.findByLabelText(/^Email hoặc số điện thoại/), '02055512001');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    await userEvent.type(await screen.findByLabelText(/^Mã xác thực/), '777777');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'ngu•••an' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Tài khoản: ngu•••an')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Mật khẩu mới/), 'Young@2027');
    await userEvent.type(screen.getByLabelText(/^Xác nhận mật khẩu/), 'Young@2027');
    await userEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Mật khẩu đã được đổi. Vui lòng đăng nhập.')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Auth/User/ResetPassword'))?.body).toMatchObject({
      code: '777777',
      idUser: 9,
    });
  });

  it('names the account a mailed link resets', async () => {
    renderWithFake(<ForgotPassword token="fresh-token" />, accountServer());
    expect(await screen.findByText('Tài khoản: tr•••m')).toBeDefined();
  });

  it('says a spent link is spent before asking for a password', async () => {
    const onNavigate = vi.fn();
    renderWithFake(<ForgotPassword token="used-token" onNavigate={onNavigate} />, accountServer());
    expect(await screen.findByText(/Liên kết đã được dùng hoặc đã hết hạn/)).toBeDefined();
    expect(screen.queryByLabelText(/^Mật khẩu mới/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Quay lại đăng nhập' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/signIn'));
  });

  it('refuses a confirmation that does not match before sending', async () => {
    const { sent } = renderWithFake(<ForgotPassword token="fresh-token" />, accountServer());
    await userEvent.type(await screen.findByLabelText(/^Mật khẩu mới/), 'Trang@2027');
    await userEvent.type(screen.getByLabelText(/^Xác nhận mật khẩu/), 'Trang@2028');
    await userEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Xác nhận mật khẩu/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent.some((r) => r.url.endsWith('/Auth/User/ResetPassword'))).toBe(false);
  });
});

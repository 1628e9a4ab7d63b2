import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { EmitProvider } from '../../../runtime/emit';
import { SignUp } from './sign-up';
import { accountServer, OPTIONS } from './sign-up.fixtures';

afterEach(() => {
  session.accessToken = null;
  session.user = null;
});

function setup(options = OPTIONS, answers = accountServer(options)) {
  const emit = vi.fn();
  const onSignedIn = vi.fn();
  const onNavigate = vi.fn();
  const fake = renderWithFake(
    <EmitProvider emit={emit}>
      <SignUp onSignedIn={onSignedIn} onNavigate={onNavigate} />
    </EmitProvider>,
    answers,
  );
  return { ...fake, emit, onSignedIn, onNavigate };
}

async function fill(password: string) {
  await userEvent.type(await screen.findByLabelText(/^Họ tên/), 'Phạm Thu Trang');
  await userEvent.type(screen.getByLabelText(/^Tên đăng nhập/), 'trang.pham');
  await userEvent.type(screen.getByLabelText(/^Số điện thoại/), '0912345679');
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/), password);
  await userEvent.type(screen.getByLabelText(/^Xác nhận mật khẩu/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
}

describe('SignUp', () => {
  it('shows the server’s refusal of a weak password, then signs the new learner in', async () => {
    const { onSignedIn, sent } = setup();
    await fill('password1');
    expect(await screen.findByText(/Mật khẩu cần ít nhất 8 ký tự/)).toBeDefined();
    expect(onSignedIn).not.toHaveBeenCalled();
    const password = screen.getByLabelText(/^Mật khẩu/);
    const confirm = screen.getByLabelText(/^Xác nhận mật khẩu/);
    for (const field of [password, confirm]) {
      await userEvent.clear(field);
      await userEvent.type(field, 'Trang@2026');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.accessToken).toBe('a'.repeat(43));
    expect(sent.filter((r) => r.url.endsWith('/Auth/User/SignUp')).at(-1)?.body).toMatchObject({
      fullName: 'Phạm Thu Trang',
      username: 'trang.pham',
      email: null,
      phone: '+84912345679',
    });
  });

  it('asks for the SMS code when the school verifies phones', async () => {
    const { onSignedIn } = setup({ ...OPTIONS, learnerRegistration: 'phone' });
    await fill('Trang@2026');
    const code = await screen.findByLabelText(/^Mã xác thực/);
    expect(screen.getByText(/0912345679/)).toBeDefined();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Xác thực' }));
    expect(await screen.findByText('Mã không đúng hoặc đã hết hạn')).toBeDefined();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Xác thực' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.accessToken).toBe('v'.repeat(43));
  });

  it('says the account waits for approval where the school moderates new members, and signs nobody in', async () => {
    const { onSignedIn } = setup(OPTIONS, {
      ...accountServer(OPTIONS),
      '/Auth/User/SignUp': () =>
        ok({ status: 'awaitingApproval', accessToken: null, notificationToken: null }),
    });
    await fill('Trang@2026');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Đăng ký thành công. Tài khoản của bạn đang chờ nhà trường phê duyệt; bạn có thể đăng nhập khi được duyệt.',
    );
    expect(screen.queryByLabelText(/^Họ tên/)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.accessToken).toBeNull();
  });

  it('says so when the school does not take sign-ups, and leads back to sign in', async () => {
    const { onNavigate } = setup({ ...OPTIONS, learnerRegistration: 'closed' });
    expect(await screen.findByText(/Trường không nhận đăng ký/)).toBeDefined();
    expect(screen.queryByLabelText(/^Họ tên/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Đăng nhập' }));
    expect(onNavigate).toHaveBeenCalledWith('/signIn');
  });
});

import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, demoConfig, ok, refuse, renderWithFake } from '../../../../test/fake-saola';
import { EmitProvider } from '../../../runtime/emit';
import { SignIn } from './sign-in';

function setup(signInAnswer: Answer) {
  const emit = vi.fn();
  const onSignedIn = vi.fn();
  const fake = renderWithFake(
    <EmitProvider emit={emit}>
      <SignIn onSignedIn={onSignedIn} />
    </EmitProvider>,
    {
      '/Auth/Config/Get': (request) =>
        ok(request.headers.Authorization ? demoConfig : { ...demoConfig, user: null }),
      '/Auth/User/SignIn': signInAnswer,
    },
  );
  return { ...fake, emit, onSignedIn };
}

async function fill(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText(/Tên đăng nhập/), username);
  if (password) await userEvent.type(screen.getByLabelText(/^Mật khẩu/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('SignIn', () => {
  it('signs in, loads the configuration and fires saola-signed-in with the user', async () => {
    const { emit, onSignedIn, sent } = setup(
      ok({ accessToken: 'a'.repeat(43), notificationToken: 'n'.repeat(43) }),
    );
    expect(await screen.findByText('Saola Demo School')).toBeDefined();
    await fill('student', 'Saola@2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.accessToken).toBe('a'.repeat(43));
    expect(emit).toHaveBeenCalledWith('saola-signed-in', {
      user: expect.objectContaining({ username: 'student', idType: 4 }),
    });
    const signInRequest = sent.find((r) => r.url.endsWith('/Auth/User/SignIn'));
    expect(signInRequest?.body).toMatchObject({
      username: 'student',
      password: 'Saola@2026',
      idDevice: session.deviceId,
    });
  });

  it('keeps the language chosen on the page after signing in, and saves it to the account', async () => {
    const { sent, onSignedIn } = setup(
      ok({ accessToken: 'a'.repeat(43), notificationToken: 'n'.repeat(43) }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Ngôn ngữ'), 'lo');
    await userEvent.type(screen.getByLabelText(/ຊື່ຜູ້ໃຊ້/), 'student');
    await userEvent.type(screen.getByLabelText(/^ລະຫັດຜ່ານ/), 'Saola@2026');
    await userEvent.click(screen.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.locale).toBe('lo');
    expect(sent.find((r) => r.url.endsWith('/Auth/Config/ChangeLanguage'))?.body).toEqual({ code: 'lo-LA' });
  });

  it('remembers the sign-in unless the user unticks "remember me"', async () => {
    setup(ok({ accessToken: 'a'.repeat(43), notificationToken: 'n'.repeat(43) }));
    const remember = screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    expect(session.remember).toBe(false);
  });

  it('keeps the server’s refusal on the form: wrong password, lockout', async () => {
    setup(refuse(400, 'Tài khoản tạm khóa do đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.'));
    await fill('teacher', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tài khoản tạm khóa do đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.',
    );
    expect(session.accessToken).toBeNull();
  });

  it('asks for both fields in the chosen language before sending anything', async () => {
    const { sent } = setup(ok({}));
    await userEvent.selectOptions(screen.getByLabelText('Ngôn ngữ'), 'lo');
    await userEvent.click(screen.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    expect(screen.getAllByText('ຕ້ອງປ້ອນຂໍ້ມູນໃນຊ່ອງນີ້')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/ຊື່ຜູ້ໃຊ້/));
    expect(sent.some((r) => r.url.endsWith('/Auth/User/SignIn'))).toBe(false);
  });

  it('shows field errors the server sends back under their fields', async () => {
    setup(
      refuse(400, 'Tham số không hợp lệ.', [{ field: 'username', message: 'Không được vượt quá 100 ký tự' }]),
    );
    await fill('x', 'y');
    expect(await screen.findByText('Không được vượt quá 100 ký tự')).toBeDefined();
  });
});

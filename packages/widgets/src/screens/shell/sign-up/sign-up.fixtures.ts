import type { SignUpOptions } from '@saola/core/api';
import { type Answers, demoConfig, ok, refuse } from '../../../../test/fake-saola';

export const OPTIONS: SignUpOptions = {
  learnerRegistration: 'automatic',
  isSetStrongPassword: true,
  recaptchaSiteKey: null,
};

const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

/** Sign-up and recovery as the server answers them: the strong-password rule, phone codes, one neutral reply. */
export function accountServer(options: SignUpOptions = OPTIONS): Answers {
  const wrongCode = () =>
    refuse(400, 'Tham số không hợp lệ.', [{ field: 'code', message: 'Mã không đúng hoặc đã hết hạn' }]);
  return {
    '/Auth/Config/Get': (request) =>
      ok(request.headers.Authorization ? demoConfig : { ...demoConfig, user: null }),
    '/Auth/User/SignUpOptions': () => ok(options),
    '/Auth/User/SignUp': (request) => {
      const body = request.body as { password: string; username: string };
      if (options.isSetStrongPassword && !STRONG.test(body.password))
        return refuse(400, 'Tham số không hợp lệ.', [
          {
            field: 'password',
            message: 'Mật khẩu cần ít nhất 8 ký tự, 1 chữ hoa, 1 ký tự đặc biệt, 1 chữ số',
          },
        ]);
      if (body.username === 'student')
        return refuse(400, 'Tham số không hợp lệ.', [
          { field: 'username', message: 'Tên đăng nhập đã được sử dụng' },
        ]);
      return options.learnerRegistration === 'phone'
        ? ok({ status: 'verifyPhone', accessToken: null, notificationToken: null }, 'Mã xác thực đã được gửi')
        : ok({ status: 'active', accessToken: 'a'.repeat(43), notificationToken: 'n'.repeat(43) });
    },
    '/Auth/User/VerifyPhone': (request) =>
      (request.body as { code: string }).code === '123456'
        ? ok({ status: 'active', accessToken: 'v'.repeat(43), notificationToken: 'n'.repeat(43) })
        : refuse(400, 'Tham số không hợp lệ.', [{ field: 'code', message: 'Mã không đúng hoặc đã hết hạn' }]),
    '/Auth/User/ForgotPassword': () =>
      ok(
        { sent: true },
        'Nếu có tài khoản dùng email này, một liên kết đặt lại mật khẩu đã được gửi tới đó.',
      ),
    // A link names its account; a right code names the phone's accounts (654321: one, 777777: two siblings).
    '/Auth/User/RecoveryAccounts': (request) => {
      const body = request.body as { token?: string; code?: string };
      if (body.token === 'used-token')
        return refuse(400, 'Liên kết đã được dùng hoặc đã hết hạn. Hãy yêu cầu liên kết mới.');
      if (body.token) return ok([{ id: 7, username: 'tr•••m' }]);
      if (body.code === '654321') return ok([{ id: 7, username: 'tr•••m' }]);
      if (body.code === '777777')
        return ok([
          { id: 8, username: 'ng•••n' },
          { id: 9, username: 'ngu•••an' },
        ]);
      return wrongCode();
    },
    '/Auth/User/ResetPassword': (request) => {
      const body = request.body as { token?: string; code?: string };
      if (body.token === 'used-token')
        return refuse(400, 'Liên kết đã được dùng hoặc đã hết hạn. Hãy yêu cầu liên kết mới.');
      if (body.code !== undefined && body.code !== '654321' && body.code !== '777777') return wrongCode();
      return ok({ reset: true }, 'Mật khẩu đã được đổi. Vui lòng đăng nhập.');
    },
  };
}

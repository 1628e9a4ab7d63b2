import type { MailSetting } from '@saola/core/api';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';
import { HISTORY } from '../shared/setting-fixtures';

export const MAIL: MailSetting = {
  host: 'smtp.saola.edu.vn',
  port: 587,
  security: 'starttls',
  username: 'no-reply@saola.edu.vn',
  hasPassword: true,
  fromName: 'Trường THPT Saola',
  fromAddress: 'no-reply@saola.edu.vn',
  ready: true,
};

/** The mail setting as the server keeps it (the password only as set) and its test send. */
export function mailServer(initial: MailSetting = MAIL, options: { testFails?: boolean } = {}): Answers {
  let saved = { ...initial };
  return {
    '/Lms/Setting/GetMail': () => ok(saved),
    '/Lms/Setting/EditMail': (request) => {
      const { password, clearPassword, ...rest } = request.body as Record<string, unknown>;
      saved = {
        ...saved,
        ...(rest as Partial<MailSetting>),
        hasPassword: clearPassword ? false : saved.hasPassword || Boolean(password),
      };
      saved.ready = Boolean(saved.host && (saved.fromAddress || saved.username));
      return ok(saved, 'Đã lưu');
    },
    '/Lms/Mail/Test': (request) =>
      options.testFails
        ? refuse(400, 'Không gửi được thư: connect ECONNREFUSED')
        : ok({ sent: true }, `Đã gửi thư thử nghiệm tới ${(request.body as { to: string }).to}.`),
    '/Lms/Setting/History': () =>
      ok({
        data: [
          {
            id: 3,
            section: 'mail',
            userName: 'Nguyễn Thị Hoa',
            createdAt: HISTORY[0]?.createdAt,
            changes: [
              { field: 'host', from: null, to: 'smtp.saola.edu.vn' },
              { field: 'password', from: null, to: 'set' },
            ],
          },
        ],
        total: 1,
      }),
  };
}

import type { InformationSetting, SecuritySetting, SettingChange } from '@saola/core/api';
import { type Answers, demoConfig, ok, refuse } from '../../../../test/fake-saola';

export const INFORMATION: InformationSetting = {
  name: 'Trường THPT Saola',
  logoUrl: null,
  faviconUrl: null,
  isK12: true,
  isK12OrBusiness: false,
  isUniversity: false,
  contactEmail: 'lienhe@saola.edu.vn',
  contactPhone: '024 3826 1234',
  contactAddress: '12 Lê Thánh Tông, Hoàn Kiếm, Hà Nội',
  timeZone: 'Asia/Ho_Chi_Minh',
  defaultLocale: 'vi',
};

export const SECURITY: SecuritySetting = {
  isSetStrongPassword: false,
  deviceLimit: 3,
  wrongLoginLimit: 5,
  lockMinutes: 15,
  completionPercent: 80,
  learnerRegistration: 'automatic',
  memberModeration: false,
  recaptchaSiteKey: null,
  hasRecaptchaSecret: false,
  teachersSeeContacts: true,
  smsProvider: 'log',
  smsUrl: null,
  smsSender: null,
  hasSmsApiKey: false,
};

export const HISTORY: SettingChange[] = [
  {
    id: 2,
    section: 'security',
    userName: 'Nguyễn Thị Hoa',
    createdAt: '2026-11-20T02:30:00.000Z',
    changes: [
      { field: 'isSetStrongPassword', from: false, to: true },
      { field: 'recaptchaSecret', from: null, to: 'set' },
    ],
  },
  {
    id: 1,
    section: 'information',
    userName: 'Nguyễn Thị Hoa',
    createdAt: '2026-11-19T08:00:00.000Z',
    changes: [{ field: 'name', from: 'Saola Demo School', to: 'Trường THPT Saola' }],
  },
];

/** The settings as the server keeps them: each save is remembered in the history, a secret only as "set". */
export function settingsServer(
  options: { information?: InformationSetting; security?: SecuritySetting; history?: SettingChange[] } = {},
): Answers {
  let information = { ...(options.information ?? INFORMATION) };
  let security = { ...(options.security ?? SECURITY) };
  const history = [...(options.history ?? HISTORY)];
  const remember = (section: SettingChange['section'], before: object, after: object) => {
    const changes = Object.entries(after)
      .filter(([field, value]) => (before as Record<string, unknown>)[field] !== value)
      .map(([field, to]) => ({ field, from: (before as Record<string, never>)[field] ?? null, to }));
    history.unshift({
      id: history.length + 1,
      section,
      userName: 'Nguyễn Thị Hoa',
      createdAt: new Date().toISOString(),
      changes,
    });
  };
  return {
    '/Lms/Setting/GetInformation': () => ok(information),
    '/Lms/Setting/EditInformation': (request) => {
      const next = { ...information, ...(request.body as InformationSetting) };
      if (!next.name.trim())
        return refuse(400, 'Tham số không hợp lệ.', [{ field: 'name', message: 'Trường này là bắt buộc' }]);
      remember('information', information, next);
      information = next;
      return ok(information, 'Đã lưu');
    },
    '/Lms/Setting/GetSecurity': () => ok(security),
    '/Lms/Setting/EditSecurity': (request) => {
      const body = request.body as Record<string, unknown>;
      const { recaptchaSecret, clearRecaptchaSecret, smsApiKey, clearSmsApiKey, ...rest } = body;
      const next: SecuritySetting = {
        ...security,
        ...(rest as Partial<SecuritySetting>),
        recaptchaSiteKey: (rest.recaptchaSiteKey as string) || null,
        hasRecaptchaSecret: clearRecaptchaSecret
          ? false
          : security.hasRecaptchaSecret || Boolean(recaptchaSecret),
        smsUrl: (rest.smsUrl as string) || null,
        smsSender: (rest.smsSender as string) || null,
        hasSmsApiKey: clearSmsApiKey ? false : security.hasSmsApiKey || Boolean(smsApiKey),
      };
      remember('security', security, next);
      security = next;
      return ok(security, 'Đã lưu. Quy định mới áp dụng từ lần đăng nhập tiếp theo.');
    },
    // A gateway that knows one number only, as a school's test of a wrong one would go.
    '/Lms/Setting/TestSms': (request) =>
      (request.body as { to: string }).to === '0912345678'
        ? ok({ sent: true }, 'Đã gửi tin nhắn thử nghiệm tới 0912345678.')
        : refuse(400, 'Không gửi được tin nhắn SMS: 401 Unauthorized'),
    '/Lms/Setting/History': (request) => {
      const section = new URL(request.url, 'http://saola.test').searchParams.get('section');
      const rows = history.filter((h) => !section || h.section === section);
      return ok({ data: rows, total: rows.length });
    },
    '/Auth/Config/Get': () =>
      ok({
        ...demoConfig,
        user: { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 },
        website: { ...demoConfig.website, name: information.name, isK12: information.isK12 },
      }),
  };
}

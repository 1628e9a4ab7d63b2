import type { MailEvent, MailTemplate } from '@saola/core/api';
import { LOCALES, type Locale } from '@saola/core/constants';
import type { Db } from '../../db/connect';

type Text = { subject: string; body: string };

/** The built-in mail of each event in each language, used until the school writes its own. */
export const DEFAULT_TEMPLATES: Record<MailEvent, Record<Locale, Text>> = {
  welcome: {
    vi: {
      subject: 'Chào mừng bạn đến với {{schoolName}}',
      body: '<p>Xin chào {{name}},</p><p>Tài khoản <strong>{{username}}</strong> của bạn tại {{schoolName}} đã sẵn sàng.</p><p><a href="{{link}}">Đăng nhập</a></p>',
    },
    en: {
      subject: 'Welcome to {{schoolName}}',
      body: '<p>Hello {{name}},</p><p>Your account <strong>{{username}}</strong> at {{schoolName}} is ready.</p><p><a href="{{link}}">Sign in</a></p>',
    },
    lo: {
      subject: 'ຍິນດີຕ້ອນຮັບສູ່ {{schoolName}}',
      body: '<p>ສະບາຍດີ {{name}},</p><p>ບັນຊີ <strong>{{username}}</strong> ຂອງທ່ານທີ່ {{schoolName}} ພ້ອມໃຊ້ງານແລ້ວ.</p><p><a href="{{link}}">ເຂົ້າສູ່ລະບົບ</a></p>',
    },
  },
  passwordReset: {
    vi: {
      subject: 'Đặt lại mật khẩu tại {{schoolName}}',
      body: '<p>Xin chào {{name}},</p><p>Bấm vào liên kết dưới đây để đặt mật khẩu mới. Liên kết dùng được một lần trong {{minutes}} phút.</p><p><a href="{{link}}">Đặt lại mật khẩu</a></p><p>Nếu bạn không yêu cầu, hãy bỏ qua thư này.</p>',
    },
    en: {
      subject: 'Reset your password at {{schoolName}}',
      body: '<p>Hello {{name}},</p><p>Follow the link below to choose a new password. It works once, for {{minutes}} minutes.</p><p><a href="{{link}}">Reset password</a></p><p>If you did not ask for this, ignore this mail.</p>',
    },
    lo: {
      subject: 'ຕັ້ງລະຫັດຜ່ານໃໝ່ທີ່ {{schoolName}}',
      body: '<p>ສະບາຍດີ {{name}},</p><p>ກົດລິ້ງລຸ່ມນີ້ເພື່ອຕັ້ງລະຫັດຜ່ານໃໝ່. ລິ້ງໃຊ້ໄດ້ຄັ້ງດຽວ ພາຍໃນ {{minutes}} ນາທີ.</p><p><a href="{{link}}">ຕັ້ງລະຫັດຜ່ານໃໝ່</a></p><p>ຖ້າທ່ານບໍ່ໄດ້ຮ້ອງຂໍ, ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້.</p>',
    },
  },
  orderPaid: {
    vi: {
      subject: 'Đơn hàng {{orderCode}} đã được thanh toán',
      body: '<p>Xin chào {{name}},</p><p>{{schoolName}} đã nhận thanh toán {{amount}} cho đơn hàng {{orderCode}}. Chúc bạn học tốt!</p>',
    },
    en: {
      subject: 'Order {{orderCode}} is paid',
      body: '<p>Hello {{name}},</p><p>{{schoolName}} has received {{amount}} for order {{orderCode}}. Enjoy your courses!</p>',
    },
    lo: {
      subject: 'ຄຳສັ່ງຊື້ {{orderCode}} ຈ່າຍແລ້ວ',
      body: '<p>ສະບາຍດີ {{name}},</p><p>{{schoolName}} ໄດ້ຮັບການຊຳລະເງິນ {{amount}} ສຳລັບຄຳສັ່ງຊື້ {{orderCode}} ແລ້ວ.</p>',
    },
  },
  examReminder: {
    vi: {
      subject: 'Nhắc lịch thi: {{examName}}',
      body: '<p>Xin chào {{name}},</p><p>Kỳ thi <strong>{{examName}}</strong> sẽ bắt đầu lúc {{examTime}}.</p>',
    },
    en: {
      subject: 'Exam reminder: {{examName}}',
      body: '<p>Hello {{name}},</p><p>The exam <strong>{{examName}}</strong> starts at {{examTime}}.</p>',
    },
    lo: {
      subject: 'ແຈ້ງເຕືອນການສອບເສັງ: {{examName}}',
      body: '<p>ສະບາຍດີ {{name}},</p><p>ການສອບເສັງ <strong>{{examName}}</strong> ຈະເລີ່ມເວລາ {{examTime}}.</p>',
    },
  },
  memberApproved: {
    vi: {
      subject: '{{schoolName}} đã duyệt đăng ký của bạn',
      body: '<p>Xin chào {{name}},</p><p>{{schoolName}} đã duyệt đăng ký thành viên của bạn. Tài khoản của bạn đã hoạt động.</p><p><a href="{{link}}">Đăng nhập</a></p>',
    },
    en: {
      subject: '{{schoolName}} approved your registration',
      body: '<p>Hello {{name}},</p><p>{{schoolName}} approved your member registration. Your account is active.</p><p><a href="{{link}}">Sign in</a></p>',
    },
    lo: {
      subject: '{{schoolName}} ໄດ້ອະນຸມັດການລົງທະບຽນຂອງທ່ານແລ້ວ',
      body: '<p>ສະບາຍດີ {{name}},</p><p>{{schoolName}} ໄດ້ອະນຸມັດການລົງທະບຽນສະມາຊິກຂອງທ່ານແລ້ວ. ບັນຊີຂອງທ່ານພ້ອມໃຊ້ງານແລ້ວ.</p><p><a href="{{link}}">ເຂົ້າສູ່ລະບົບ</a></p>',
    },
  },
  memberRefused: {
    vi: {
      subject: '{{schoolName}} chưa chấp nhận đăng ký của bạn',
      body: '<p>Xin chào {{name}},</p><p>{{schoolName}} chưa chấp nhận đăng ký thành viên của bạn.</p><p>Lý do: {{reason}}</p>',
    },
    en: {
      subject: '{{schoolName}} did not accept your registration',
      body: '<p>Hello {{name}},</p><p>{{schoolName}} did not accept your member registration.</p><p>Reason: {{reason}}</p>',
    },
    lo: {
      subject: '{{schoolName}} ບໍ່ໄດ້ຮັບການລົງທະບຽນຂອງທ່ານ',
      body: '<p>ສະບາຍດີ {{name}},</p><p>{{schoolName}} ບໍ່ໄດ້ຮັບການລົງທະບຽນສະມາຊິກຂອງທ່ານ.</p><p>ເຫດຜົນ: {{reason}}</p>',
    },
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Fills `{{name}}` variables: escaped in the HTML body, plain in the subject; unknown names stay as written. */
export function fill(text: string, vars: Record<string, string>, html: boolean): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value.replace(/[\r\n]+/g, ' ');
  });
}

/** The school's template of an event in a language, else the built-in one. */
export async function templateOf(db: Db, idSite: number, event: MailEvent, locale: Locale): Promise<Text> {
  const row = await db
    .selectFrom('mailTemplates')
    .select(['subject', 'body'])
    .where('idSite', '=', idSite)
    .where('event', '=', event)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return row ?? DEFAULT_TEMPLATES[event][locale];
}

/** Every event in every language, the school's text where it wrote one. */
export async function allTemplates(db: Db, idSite: number): Promise<MailTemplate[]> {
  const rows = await db
    .selectFrom('mailTemplates')
    .select(['event', 'locale', 'subject', 'body'])
    .where('idSite', '=', idSite)
    .execute();
  const own = new Map(rows.map((r) => [`${r.event}:${r.locale}`, r]));
  return (Object.keys(DEFAULT_TEMPLATES) as MailEvent[]).flatMap((event) =>
    LOCALES.map((locale) => {
      const row = own.get(`${event}:${locale}`);
      return {
        event,
        locale,
        subject: row?.subject ?? DEFAULT_TEMPLATES[event][locale].subject,
        body: row?.body ?? DEFAULT_TEMPLATES[event][locale].body,
        customised: Boolean(row),
      };
    }),
  );
}

/** The subject and HTML of a mail, from the template and its variables. */
export function render(text: Text, vars: Record<string, string>) {
  return { subject: fill(text.subject, vars, false), html: fill(text.body, vars, true) };
}

const VARIABLE_URL = 'https://saola-variable.invalid/';

/**
 * Cleans a template's HTML like any rich text, keeping its `{{variables}}`: in an address (`href="{{link}}"`)
 * the cleaner would drop a link that is not yet a URL, so each variable goes through it as a placeholder URL.
 */
export function cleanTemplate(html: string, clean: (html: string) => string): string {
  const marked = html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => `${VARIABLE_URL}${name}`);
  return clean(marked).replace(/https:\/\/saola-variable\.invalid\/(\w+)/g, '{{$1}}');
}

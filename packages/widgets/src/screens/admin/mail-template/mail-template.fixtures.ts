import { MAIL_EVENTS, type MailTemplate } from '@saola/core/api';
import { LOCALES } from '@saola/core/constants';
import { type Answers, ok } from '../../../../test/fake-saola';

const SUBJECTS = {
  vi: 'Chào mừng {{name}} đến với {{schoolName}}',
  en: 'Welcome to {{schoolName}}, {{name}}',
  lo: 'ຍິນດີຕ້ອນຮັບ {{name}} ສູ່ {{schoolName}}',
} as const;

export const TEMPLATES: MailTemplate[] = MAIL_EVENTS.flatMap((event) =>
  LOCALES.map((locale) => ({
    event,
    locale,
    subject: event === 'welcome' ? SUBJECTS[locale] : `${event} {{schoolName}}`,
    body: '<p>Xin chào {{name}},</p><p><a href="{{link}}">{{schoolName}}</a></p>',
    customised: event === 'welcome',
  })),
);

/** The templates as the server keeps them, with its preview (variables filled with samples). */
export function templateServer(initial: MailTemplate[] = TEMPLATES): Answers {
  let saved = initial.map((tpl) => ({ ...tpl }));
  const fill = (text: string) =>
    text.replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) =>
        ({ name: 'Nguyễn Thị Hoa', schoolName: 'Trường THPT Saola', link: 'https://saola.test/signIn' })[
          name
        ] ?? `{{${name}}}`,
    );
  return {
    '/Lms/MailTemplate/List': () => ok(saved),
    '/Lms/MailTemplate/Edit': (request) => {
      const body = request.body as MailTemplate;
      saved = saved.map((tpl) =>
        tpl.event === body.event && tpl.locale === body.locale ? { ...tpl, ...body, customised: true } : tpl,
      );
      return ok({ ...body, customised: true }, 'Đã lưu');
    },
    '/Lms/MailTemplate/Reset': (request) => {
      const body = request.body as MailTemplate;
      saved = saved.map((tpl) =>
        tpl.event === body.event && tpl.locale === body.locale
          ? { ...tpl, subject: 'Built-in', customised: false }
          : tpl,
      );
      return ok({ ...body, customised: false }, 'Đã lưu');
    },
    '/Lms/MailTemplate/Preview': (request) => {
      const body = request.body as MailTemplate;
      return ok({ subject: fill(body.subject), html: fill(body.body) });
    },
  };
}

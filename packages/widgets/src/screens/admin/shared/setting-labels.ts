import type {
  LearnerRegistration,
  MailEvent,
  MailSecurity,
  NotifyChannel,
  NotifyEvent,
  SmsProviderKind,
} from '@saola/core/api';
import type { Translate, TranslationKey } from '@saola/core/i18n';

/** Each settings field's label, for the forms and the change history. */
export const SETTING_FIELD_LABEL: Record<string, TranslationKey> = {
  name: 'settings.name',
  logoUrl: 'settings.logoUrl',
  faviconUrl: 'settings.faviconUrl',
  isK12: 'settings.isK12',
  isK12OrBusiness: 'settings.isK12OrBusiness',
  isUniversity: 'settings.isUniversity',
  contactEmail: 'settings.contactEmail',
  contactPhone: 'settings.contactPhone',
  contactAddress: 'settings.contactAddress',
  timeZone: 'settings.timeZone',
  defaultLocale: 'settings.defaultLocale',
  isSetStrongPassword: 'settings.isSetStrongPassword',
  deviceLimit: 'settings.deviceLimit',
  wrongLoginLimit: 'settings.wrongLoginLimit',
  lockMinutes: 'settings.lockMinutes',
  completionPercent: 'settings.completionPercent',
  learnerRegistration: 'settings.learnerRegistration',
  memberModeration: 'settings.memberModeration',
  recaptchaSiteKey: 'settings.recaptchaSiteKey',
  recaptchaSecret: 'settings.recaptchaSecret',
  host: 'settings.mailHost',
  port: 'settings.mailPort',
  security: 'settings.mailSecurity',
  username: 'settings.mailUsername',
  password: 'settings.mailPassword',
  fromName: 'settings.mailFromName',
  fromAddress: 'settings.mailFromAddress',
  url: 'settings.liveUrl',
  apiKey: 'settings.liveApiKey',
  apiSecret: 'settings.liveApiSecret',
  smsProvider: 'settings.smsProvider',
  smsUrl: 'settings.smsUrl',
  smsApiKey: 'settings.smsApiKey',
  smsSender: 'settings.smsSender',
  domain: 'settings.domainInUse',
  domainRequested: 'settings.domainRequested',
};

export const REGISTRATION_LABEL: Record<LearnerRegistration, TranslationKey> = {
  automatic: 'settings.registrationAutomatic',
  phone: 'settings.registrationPhone',
  closed: 'settings.registrationClosed',
};

export const SMS_PROVIDER_LABEL: Record<SmsProviderKind, TranslationKey> = {
  log: 'settings.smsProviderLog',
  http: 'settings.smsProviderHttp',
};

export const MAIL_SECURITY_LABEL: Record<MailSecurity, string> = {
  none: 'SMTP',
  starttls: 'STARTTLS',
  tls: 'SSL/TLS',
};

export const MAIL_EVENT_LABEL: Record<MailEvent, TranslationKey> = {
  welcome: 'settings.eventWelcome',
  passwordReset: 'settings.eventPasswordReset',
  orderPaid: 'settings.eventOrderPaid',
  examReminder: 'settings.eventExamReminder',
  memberApproved: 'settings.eventMemberApproved',
  memberRefused: 'settings.eventMemberRefused',
};

export const EVENT_LABEL: Record<NotifyEvent, TranslationKey> = {
  enrolment: 'notifyEvents.enrolment',
  newLesson: 'notifyEvents.newLesson',
  exam: 'notifyEvents.exam',
  orderPaid: 'notifyEvents.orderPaid',
  approval: 'notifyEvents.approval',
};

export const CHANNEL_LABEL: Record<NotifyChannel, TranslationKey> = {
  inApp: 'notifyEvents.inApp',
  push: 'notifyEvents.push',
  mail: 'notifyEvents.mail',
};

/** A history field's label: the event setting's fields are "event.channel" ("newLesson.mail"). */
export function settingFieldLabel(field: string, t: Translate): string {
  const [event, channel] = field.split('.') as [NotifyEvent, NotifyChannel | undefined];
  if (channel && EVENT_LABEL[event] && CHANNEL_LABEL[channel])
    return `${t(EVENT_LABEL[event])} · ${t(CHANNEL_LABEL[channel])}`;
  const label = SETTING_FIELD_LABEL[field];
  return label ? t(label) : field;
}

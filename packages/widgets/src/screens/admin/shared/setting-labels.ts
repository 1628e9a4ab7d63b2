import type { LearnerRegistration, MailEvent, MailSecurity } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';

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
};

export const REGISTRATION_LABEL: Record<LearnerRegistration, TranslationKey> = {
  automatic: 'settings.registrationAutomatic',
  phone: 'settings.registrationPhone',
  closed: 'settings.registrationClosed',
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

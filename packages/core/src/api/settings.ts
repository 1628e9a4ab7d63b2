import { enums, nullable, optional, string } from 'superstruct';
import { LOCALES, type Locale } from '../constants';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import {
  blankOr,
  confirmed,
  domainName,
  email,
  matching,
  maxLength,
  phone,
  requiredString,
} from '../validate/structs';
import { flag, idField, listQuery, text, whole } from './fields';

/** Time zones a school in the region picks from (SPEC: default Asia/Ho_Chi_Minh; Vientiane is the same offset). */
export const TIME_ZONES = [
  'Asia/Ho_Chi_Minh',
  'Asia/Vientiane',
  'Asia/Bangkok',
  'Asia/Phnom_Penh',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'UTC',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** How a learner who signs up becomes active: at once, after a code sent to the phone, or not at all. */
export const LEARNER_REGISTRATIONS = ['automatic', 'phone', 'closed'] as const;
export type LearnerRegistration = (typeof LEARNER_REGISTRATIONS)[number];

export const SETTING_SECTIONS = [
  'information',
  'security',
  'mail',
  'domain',
  'marketing',
  'live',
  'notifications',
] as const;
export type SettingSection = (typeof SETTING_SECTIONS)[number];

/** The school's identity: what the menus, labels and the sign-in page show. */
export interface InformationSetting {
  name: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  isK12: boolean;
  isK12OrBusiness: boolean;
  isUniversity: boolean;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  timeZone: TimeZone;
  defaultLocale: Locale;
}

const url = () => optional(nullable(text(2000)));

export const informationPayload = object({
  name: requiredString(150),
  logoUrl: url(),
  faviconUrl: url(),
  isK12: flag(),
  isK12OrBusiness: flag(),
  isUniversity: flag(),
  contactEmail: optional(nullable(blankOr(email(maxLength(string(), 200))))),
  contactPhone: optional(nullable(blankOr(phone(maxLength(string(), 30))))),
  contactAddress: optional(nullable(text(500))),
  timeZone: enums(TIME_ZONES),
  defaultLocale: enums(LOCALES),
});
export type InformationPayload = (typeof informationPayload)['TYPE'];

/** `log`: codes are written to the server's log (no gateway); `http`: the school's JSON gateway. */
export const SMS_PROVIDERS = ['log', 'http'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDERS)[number];

/** Bounds of the security numbers: 0 devices means no limit. */
export const SECURITY_LIMITS = {
  deviceLimit: { min: 0, max: 20 },
  wrongLoginLimit: { min: 3, max: 20 },
  lockMinutes: { min: 1, max: 1440 },
  completionPercent: { min: 1, max: 100 },
} as const;

export interface SecuritySetting {
  isSetStrongPassword: boolean;
  deviceLimit: number;
  wrongLoginLimit: number;
  lockMinutes: number;
  completionPercent: number;
  learnerRegistration: LearnerRegistration;
  memberModeration: boolean;
  /** The public half of the reCAPTCHA pair (the browser shows the widget with it). */
  recaptchaSiteKey: string | null;
  /** Whether a reCAPTCHA secret is saved; its value never leaves the server. */
  hasRecaptchaSecret: boolean;
  /** SPEC §6: every teacher sees learners' and members' emails and phones, or only the owner (masked for others). */
  teachersSeeContacts: boolean;
  /** Text messages (sign-up and recovery codes, notices): the server's log, or the school's HTTP gateway. */
  smsProvider: SmsProviderKind;
  smsUrl: string | null;
  smsSender: string | null;
  /** Whether the gateway's API key is saved; its value never leaves the server. */
  hasSmsApiKey: boolean;
}

const bounded = (key: keyof typeof SECURITY_LIMITS) =>
  whole(SECURITY_LIMITS[key].min, SECURITY_LIMITS[key].max);

export const securityPayload = object({
  isSetStrongPassword: flag(),
  deviceLimit: bounded('deviceLimit'),
  wrongLoginLimit: bounded('wrongLoginLimit'),
  lockMinutes: bounded('lockMinutes'),
  completionPercent: bounded('completionPercent'),
  learnerRegistration: enums(LEARNER_REGISTRATIONS),
  memberModeration: flag(),
  recaptchaSiteKey: optional(nullable(text(100))),
  /** Blank keeps the saved secret. */
  recaptchaSecret: optional(text(100)),
  clearRecaptchaSecret: optional(flag()),
  /** Absent keeps the saved choice. */
  teachersSeeContacts: optional(flag()),
  /** Absent keeps the saved gateway. */
  smsProvider: optional(enums(SMS_PROVIDERS)),
  smsUrl: optional(
    nullable(
      blankOr(
        matching(maxLength(string(), 500), 'smsUrl', /^https?:\/\/[^\s"'<>]+$/i, 'validation.invalidValue'),
      ),
    ),
  ),
  smsSender: optional(nullable(text(20))),
  /** Blank keeps the saved key. */
  smsApiKey: optional(text(300)),
  clearSmsApiKey: optional(flag()),
});
export type SecurityPayload = (typeof securityPayload)['TYPE'];

/** One save of a settings section: who, when, and each field's value before and after (secrets: "changed"). */
export interface SettingChange {
  id: number;
  section: SettingSection;
  userName: string | null;
  createdAt: string;
  changes: Array<{
    field: string;
    from: string | number | boolean | null;
    to: string | number | boolean | null;
  }>;
}

const sections = {
  getInformation: endpoint<InformationSetting>()({
    method: 'GET',
    path: '/Lms/Setting/GetInformation',
    payload: object({}),
    access: 'owner',
  }),
  editInformation: endpoint<InformationSetting>()({
    method: 'PUT',
    path: '/Lms/Setting/EditInformation',
    payload: informationPayload,
    access: 'owner',
  }),
  getSecurity: endpoint<SecuritySetting>()({
    method: 'GET',
    path: '/Lms/Setting/GetSecurity',
    payload: object({}),
    access: 'owner',
  }),
  editSecurity: endpoint<SecuritySetting>()({
    method: 'PUT',
    path: '/Lms/Setting/EditSecurity',
    payload: securityPayload,
    access: 'owner',
  }),
  history: endpoint<Paged<SettingChange>>()({
    method: 'GET',
    path: '/Lms/Setting/History',
    payload: object({ ...listQuery, section: optional(enums(SETTING_SECTIONS)) }),
    access: 'owner',
  }),
};

/** What the sign-up page needs to know before anyone is signed in. */
export interface SignUpOptions {
  learnerRegistration: LearnerRegistration;
  isSetStrongPassword: boolean;
  recaptchaSiteKey: string | null;
}

/** What a sign-up answers: signed in at once, or a code was sent to the phone. */
export interface SignUpResult {
  /** `awaitingApproval`: the school moderates new members; the account opens once it is approved. */
  status: 'active' | 'verifyPhone' | 'awaitingApproval';
  /** The access token when the account is active at once. */
  accessToken: string | null;
  notificationToken: string | null;
}

export const signUpPayload = confirmed(
  object({
    fullName: requiredString(150),
    username: requiredString(100),
    email: optional(nullable(blankOr(email(maxLength(string(), 200))))),
    phone: optional(nullable(blankOr(phone(maxLength(string(), 30))))),
    password: requiredString(200),
    confirmPassword: requiredString(200),
    recaptchaToken: optional(text(4000)),
    idDevice: optional(text(200)),
  }),
  'password',
  'confirmPassword',
);
export type SignUpPayload = (typeof signUpPayload)['TYPE'];

export const verifyPhonePayload = object({
  username: requiredString(100),
  code: requiredString(10),
  idDevice: optional(text(200)),
});

/** Recovery starts from the account's email (a link is mailed) or phone number (a code is sent). */
export const forgotPasswordPayload = object({
  identifier: requiredString(200),
  recaptchaToken: optional(text(4000)),
});

/**
 * What a recovery proof opens: the mailed link's token, or the phone number with the code sent to it. A
 * phone may be shared by several accounts (siblings); the code is the proof, and only then are they named.
 */
export const recoveryAccountsPayload = object({
  token: optional(text(200)),
  phone: optional(text(30)),
  code: optional(text(10)),
});

/** An account a recovery proof opens, named by its username with the middle hidden (`ng•••n`). */
export interface RecoveryAccount {
  id: number;
  username: string;
}

export const resetPasswordPayload = confirmed(
  object({
    /** The mailed link's token, or the phone number with the code sent to it and the account chosen. */
    token: optional(text(200)),
    phone: optional(text(30)),
    code: optional(text(10)),
    idUser: optional(idField()),
    password: requiredString(200),
    confirmPassword: requiredString(200),
  }),
  'password',
  'confirmPassword',
);

/** How long a recovery or phone code works, and how many wrong codes end it. */
export const ACCOUNT_CODE_MINUTES = 15;
export const ACCOUNT_CODE_WRONG_LIMIT = 5;
/** Recovery requests: per address and per account identifier, in the window. */
export const RECOVERY_LIMITS = { perIp: 10, perIdentifier: 3, windowMinutes: 15 } as const;

export const account = {
  signUpOptions: endpoint<SignUpOptions>()({
    method: 'GET',
    path: '/Auth/User/SignUpOptions',
    payload: object({}),
    access: 'public',
  }),
  signUp: endpoint<SignUpResult>()({
    method: 'POST',
    path: '/Auth/User/SignUp',
    payload: signUpPayload,
    access: 'public',
    rememberReply: false,
  }),
  verifyPhone: endpoint<SignUpResult>()({
    method: 'POST',
    path: '/Auth/User/VerifyPhone',
    payload: verifyPhonePayload,
    access: 'public',
    rememberReply: false,
  }),
  /** `sent` false: the school has no mail server, so no link left (the same for every address asked). */
  forgotPassword: endpoint<{ sent: boolean }>()({
    method: 'POST',
    path: '/Auth/User/ForgotPassword',
    payload: forgotPasswordPayload,
    access: 'public',
    rememberReply: false,
  }),
  recoveryAccounts: endpoint<RecoveryAccount[]>()({
    method: 'POST',
    path: '/Auth/User/RecoveryAccounts',
    payload: recoveryAccountsPayload,
    access: 'public',
    rememberReply: false,
  }),
  resetPassword: endpoint<{ reset: true }>()({
    method: 'POST',
    path: '/Auth/User/ResetPassword',
    payload: resetPasswordPayload,
    access: 'public',
    rememberReply: false,
  }),
};

export const MAIL_SECURITIES = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

export interface MailSetting {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  /** Whether a password is saved; its value never leaves the server. */
  hasPassword: boolean;
  fromName: string;
  fromAddress: string;
  /** Whether mail can leave (a server and a sender are set): when false, mail is off for the whole school. */
  ready: boolean;
}

export const mailSettingPayload = object({
  host: text(253),
  port: whole(1, 65535),
  security: enums(MAIL_SECURITIES),
  username: optional(text(200)),
  /** Blank keeps the saved password. */
  password: optional(text(200)),
  clearPassword: optional(flag()),
  fromName: optional(text(100)),
  fromAddress: optional(nullable(blankOr(email(maxLength(string(), 200))))),
});
export type MailSettingPayload = (typeof mailSettingPayload)['TYPE'];

export const MAIL_EVENTS = [
  'welcome',
  'passwordReset',
  'orderPaid',
  'examReminder',
  'memberApproved',
  'memberRefused',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

/** The variables each event's template may use as `{{name}}`. */
export const MAIL_VARIABLES: Record<MailEvent, readonly string[]> = {
  welcome: ['name', 'username', 'schoolName', 'link'],
  passwordReset: ['name', 'schoolName', 'link', 'minutes'],
  orderPaid: ['name', 'schoolName', 'orderCode', 'amount'],
  examReminder: ['name', 'schoolName', 'examName', 'examTime'],
  memberApproved: ['name', 'schoolName', 'link'],
  memberRefused: ['name', 'schoolName', 'reason'],
};

export interface MailTemplate {
  event: MailEvent;
  locale: Locale;
  subject: string;
  body: string;
  /** False while the school uses the built-in text. */
  customised: boolean;
}

export const mailTemplatePayload = object({
  event: enums(MAIL_EVENTS),
  locale: enums(LOCALES),
  subject: requiredString(200),
  body: requiredString(20_000),
});

export const mailTemplate = {
  list: endpoint<MailTemplate[]>()({
    method: 'GET',
    path: '/Lms/MailTemplate/List',
    payload: object({}),
    access: 'owner',
  }),
  edit: endpoint<MailTemplate>()({
    method: 'PUT',
    path: '/Lms/MailTemplate/Edit',
    payload: mailTemplatePayload,
    access: 'owner',
  }),
  reset: endpoint<MailTemplate>()({
    method: 'POST',
    path: '/Lms/MailTemplate/Reset',
    payload: object({ event: enums(MAIL_EVENTS), locale: enums(LOCALES) }),
    access: 'owner',
  }),
  preview: endpoint<{ subject: string; html: string }>()({
    method: 'POST',
    path: '/Lms/MailTemplate/Preview',
    payload: mailTemplatePayload,
    access: 'owner',
    rememberReply: false,
  }),
};

/** The mail server section of the settings (its password is write-only). */
const mailSection = {
  getMail: endpoint<MailSetting>()({
    method: 'GET',
    path: '/Lms/Setting/GetMail',
    payload: object({}),
    access: 'owner',
  }),
  editMail: endpoint<MailSetting>()({
    method: 'PUT',
    path: '/Lms/Setting/EditMail',
    payload: mailSettingPayload,
    access: 'owner',
  }),
};

/** A mail the school would have sent while it had no mail server, kept for the owner to read. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  /** The mail's HTML as it would have left: shown only in a sandboxed frame, never as the page's own markup. */
  html: string;
  createdAt: string;
}

/** The newest mails kept per school; older ones make room. */
export const OUTBOX_LIMIT = 500;

export const mailOutbox = {
  list: endpoint<Paged<OutboxMail>>()({
    method: 'GET',
    path: '/Lms/MailOutbox/List',
    payload: object({ ...listQuery }),
    access: 'owner',
  }),
};

export const mail = {
  /** Sends a text through the school's gateway now: a refusal answers what the gateway said. */
  testSms: endpoint<{ sent: true }>()({
    method: 'POST',
    path: '/Lms/Setting/TestSms',
    payload: object({ to: phone(maxLength(string(), 30)) }),
    access: 'owner',
    rememberReply: false,
  }),
  /** `sent` false: the school has no mail server, so the mail was kept in the outbox. */
  test: endpoint<{ sent: boolean }>()({
    method: 'POST',
    path: '/Lms/Mail/Test',
    payload: object({ to: email(maxLength(string(), 200)) }),
    access: 'owner',
    rememberReply: false,
  }),
};

/** `/Lms/Setting/Get…|Edit…` by section, and the history of every save. */
export const setting = { ...sections, ...mailSection };

/** Where the school's own domain stands: none asked, waiting for its DNS record, in use, or not found. */
export const DOMAIN_STATUSES = ['none', 'pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The TXT record that proves a school holds its domain: its name is this label before the domain. */
export const DOMAIN_RECORD_LABEL = '_saola-verify';

/** The school's own domain (admin /setting/domain). */
export interface DomainSetting {
  /** The verified domain the site is reached at, if any. */
  domain: string | null;
  /** The domain asked for and the TXT record that proves it, until verified. */
  requested: string | null;
  status: DomainStatus;
  /** The TXT record to create: its full name and value. */
  recordName: string | null;
  recordValue: string | null;
  /** The CNAME target to point the domain at (this server's own host). */
  target: string;
  checkedAt: string | null;
}

export const domainPayload = object({
  /** Blank removes the school's domain. */
  domain: optional(nullable(blankOr(domainName(maxLength(string(), 253))))),
});

/** The school's service package (admin /setting/package-service): what the platform granted and what is used. */
export const SERVICE_PLANS = ['basic', 'standard', 'premium'] as const;
export type ServicePlan = (typeof SERVICE_PLANS)[number];

export interface Usage {
  used: number;
  /** Null: no limit. */
  limit: number | null;
}

export interface ServicePackage {
  plan: ServicePlan;
  expiresAt: string | null;
  expired: boolean;
  /** Bytes in the file library against its quota. */
  storage: Usage;
  learners: Usage;
  courses: Usage;
}

export const schoolDomain = {
  get: endpoint<DomainSetting>()({
    method: 'GET',
    path: '/Lms/Setting/GetDomain',
    payload: object({}),
    access: 'owner',
  }),
  edit: endpoint<DomainSetting>()({
    method: 'PUT',
    path: '/Lms/Setting/EditDomain',
    payload: domainPayload,
    access: 'owner',
  }),
  /** Looks the TXT record up now; the domain is in use once it is found. */
  verify: endpoint<DomainSetting>()({
    method: 'POST',
    path: '/Lms/Setting/VerifyDomain',
    payload: object({}),
    access: 'owner',
  }),
};

export const servicePackage = {
  get: endpoint<ServicePackage>()({
    method: 'GET',
    path: '/Lms/Setting/GetPackage',
    payload: object({}),
    access: 'owner',
  }),
};

/**
 * The school's marketing tools (admin /setting/marketing-tools): Facebook comments and tracking ids, each of
 * a strict format (they are written into the public pages' scripts, never into the admin's).
 */
export const TRACKING_FORMATS = {
  fbAppId: /^\d{10,20}$/,
  gaMeasurementId: /^G-[A-Z0-9]{6,12}$/,
  gtmContainerId: /^GTM-[A-Z0-9]{5,9}$/,
  fbPixelId: /^\d{10,20}$/,
} as const;

export interface MarketingTools {
  isOnFbComment: boolean;
  fbAppId: string | null;
  gaMeasurementId: string | null;
  gtmContainerId: string | null;
  fbPixelId: string | null;
}

const tracking = (name: keyof typeof TRACKING_FORMATS) =>
  optional(
    nullable(blankOr(matching(maxLength(string(), 30), name, TRACKING_FORMATS[name], 'marketing.invalid'))),
  );

export const marketingPayload = object({
  isOnFbComment: flag(),
  fbAppId: tracking('fbAppId'),
  gaMeasurementId: tracking('gaMeasurementId'),
  gtmContainerId: tracking('gtmContainerId'),
  fbPixelId: tracking('fbPixelId'),
});

export const marketingTools = {
  get: endpoint<MarketingTools>()({
    method: 'GET',
    path: '/Lms/Setting/GetMarketing',
    payload: object({}),
    access: 'owner',
  }),
  edit: endpoint<MarketingTools>()({
    method: 'PUT',
    path: '/Lms/Setting/EditMarketing',
    payload: marketingPayload,
    access: 'owner',
  }),
};

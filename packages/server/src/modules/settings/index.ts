export { domainRoutes } from './domain';
export { recordChanges } from './history';
export { type Mail, type MailServices, mailConfig, mailReady } from './mailer';
export { marketingRoutes, publicTracking } from './marketing';
export { deliverMail, outboxRoutes } from './outbox';
export { mailPerson } from './person-mail';
export { settingRoutes } from './routes';
export { LogSms, SmsFailed, type SmsProvider, schoolSms, smsFor } from './sms';
export { render, templateOf } from './templates';

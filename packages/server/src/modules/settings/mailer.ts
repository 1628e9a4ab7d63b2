import type { MailSecurity, MailSetting } from '@saola/core/api';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/connect';
import { OutboundRefused, outboundHost } from '../../policy/outbound';
import { unseal } from '../../security/sealed';

export interface MailConfig {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  password: string;
  fromName: string;
  fromAddress: string;
}

export const EMPTY_MAIL: MailConfig = {
  host: '',
  port: 587,
  security: 'starttls',
  username: '',
  password: '',
  fromName: '',
  fromAddress: '',
};

/**
 * The school's mail server, password opened (it is stored sealed: security/sealed.ts): for the server's own
 * use, never sent to a client.
 */
export async function mailConfig(services: MailServices, idSite: number): Promise<MailConfig> {
  const row = await services.db
    .selectFrom('mailSettings')
    .select(['host', 'port', 'security', 'username', 'password', 'fromName', 'fromAddress'])
    .where('idSite', '=', idSite)
    .executeTakeFirst();
  return row ? { ...row, password: unseal(services.settings.secret, row.password) } : EMPTY_MAIL;
}

/** What reading and saving the mail server needs of the server's services. */
export interface MailServices {
  db: Db;
  settings: MailGuard & { secret: string };
}

/** Whether the server may send to a mail server on a private address (settings.ts privateHosts). */
export interface MailGuard {
  privateHosts?: boolean | undefined;
}

export const mailReady = (c: MailConfig) => Boolean(c.host && (c.fromAddress || c.username));

export function mailView(c: MailConfig): MailSetting {
  const { password, ...rest } = c;
  return { ...rest, hasPassword: Boolean(password), ready: mailReady(c) };
}

export interface Mail {
  to: string;
  subject: string;
  html: string;
}

export class MailNotConfigured extends Error {}

/** The school's mail server is on a private address, which this server does not send to. */
export class MailHostPrivate extends Error {}

/**
 * Sends one mail through the school's SMTP server: TLS from the first byte, STARTTLS required, or plain (a
 * relay on the local network, where the operator allows private hosts). Time limits keep a dead server from
 * holding a request.
 */
export async function sendMail(config: MailConfig, mail: Mail, guard: MailGuard): Promise<void> {
  if (!mailReady(config)) throw new MailNotConfigured();
  // Checked at each send as well as at the save (a name may resolve elsewhere by now); nodemailer connects to
  // the checked address and verifies the certificate against the saved name.
  const target = await outboundHost(config.host, Boolean(guard.privateHosts)).catch((error) => {
    throw error instanceof OutboundRefused ? new MailHostPrivate() : error;
  });
  const transport = nodemailer.createTransport({
    host: target.host,
    ...(target.servername ? { servername: target.servername } : {}),
    port: config.port,
    secure: config.security === 'tls',
    requireTLS: config.security === 'starttls',
    ignoreTLS: config.security === 'none',
    ...(config.username ? { auth: { user: config.username, pass: config.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: { name: config.fromName, address: config.fromAddress || config.username },
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
    });
  } finally {
    transport.close();
  }
}

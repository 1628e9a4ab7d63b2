import type { RequestContext } from '../../http/context';
import { OutboundRefused, OutboundTimeout, outboundStatus } from '../../policy/outbound';
import { unseal } from '../../security/sealed';
import type { Settings } from '../../settings';

/** A text message to a phone number. */
export interface Sms {
  to: string;
  text: string;
}

declare module '../../http/context' {
  interface Services {
    /** Text messages (sign-up and recovery codes); logs them unless a provider is configured. */
    sms: SmsProvider;
  }
}

/** Sends text messages: one interface for any provider (an SMS gateway's HTTP API, say). */
export interface SmsProvider {
  send(message: Sms): Promise<void>;
}

/**
 * The default provider: writes each message to the server's log instead of sending it, and keeps the last
 * ones in memory (tests read them there). A school that needs real SMS configures a provider.
 */
export class LogSms implements SmsProvider {
  readonly sent: Array<Sms & { at: Date }> = [];
  log: (message: string) => void = () => {};

  async send(message: Sms): Promise<void> {
    this.sent.push({ ...message, at: new Date() });
    if (this.sent.length > 100) this.sent.shift();
    // The code is in the text: the log is where the operator reads it while no gateway is configured.
    this.log(`sms to ${message.to}: ${message.text}`);
  }
}

/**
 * A gateway's refusal or silence, with why (shown to the school's owner, never to a learner): `timeout`,
 * `private` (its address is not public, or is this server's), `unreachable`, or the status it answered.
 * Never what the gateway wrote: the owner chose the address, and a reply read back is a page fetched for her.
 */
export class SmsFailed extends Error {}

/** How long a gateway may take to answer before the message counts as failed. */
export const SMS_TIMEOUT_MS = 10_000;

/**
 * A text-message gateway with a JSON API over HTTP (eSMS.vn and SpeedSMS work this way): each message is one
 * POST of `{ to, text, sender }` with the school's API key as a bearer token; any 2xx answer is sent.
 */
export class HttpSms implements SmsProvider {
  constructor(
    private readonly config: { url: string; apiKey: string; sender: string | null },
    private readonly timeoutMs = SMS_TIMEOUT_MS,
    private readonly privateAllowed = false,
  ) {}

  async send(message: Sms): Promise<void> {
    let status: number;
    try {
      // Checked at each send, not only when saved: a name may resolve elsewhere by now.
      status = await outboundStatus(
        new URL(this.config.url),
        {
          // A redirect is the gateway's refusal: nothing follows it, so the key goes nowhere else.
          method: 'POST',
          headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            to: message.to,
            text: message.text,
            sender: this.config.sender ?? undefined,
          }),
          timeoutMs: this.timeoutMs,
        },
        this.privateAllowed,
      );
    } catch (error) {
      if (error instanceof OutboundRefused) throw new SmsFailed('private');
      throw new SmsFailed(error instanceof OutboundTimeout ? 'timeout' : 'unreachable');
    }
    if (status < 200 || status >= 300) throw new SmsFailed(`HTTP ${status}`);
  }
}

/** The school's own gateway when it set one (its key stored sealed), else the server's provider (log-only). */
export function smsFor(
  fallback: SmsProvider,
  site: { smsProvider: string; smsUrl: string | null; smsApiKey: string | null; smsSender: string | null },
  settings: Pick<Settings, 'secret' | 'smsTimeoutMs' | 'privateHosts'>,
): SmsProvider {
  if (site.smsProvider !== 'http' || !site.smsUrl || !site.smsApiKey) return fallback;
  return new HttpSms(
    { url: site.smsUrl, apiKey: unseal(settings.secret, site.smsApiKey), sender: site.smsSender },
    settings.smsTimeoutMs,
    settings.privateHosts,
  );
}

/** The school's SMS gateway, or the server's log-only provider. */
export const schoolSms = (ctx: RequestContext<unknown>) =>
  smsFor(ctx.services.sms, ctx.site, ctx.services.settings);

import { isPrivateUrl } from '../../security/outbound';
import { unseal } from '../../security/sealed';
import type { Settings } from '../../settings';

/** A text message to a phone number. */
export interface Sms {
  to: string;
  text: string;
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
 * `private` (its address is on the server's own network), or what the gateway said.
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
    // Checked at each send, not only when saved: a name may resolve elsewhere by now.
    if (!this.privateAllowed && (await isPrivateUrl(new URL(this.config.url))))
      throw new SmsFailed('private');
    let response: Response;
    try {
      response = await fetch(this.config.url, {
        // A redirect is the gateway's refusal: followed, it would lead the request (and the key) anywhere.
        redirect: 'manual',
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text, sender: this.config.sender ?? undefined }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SmsFailed(timedOut ? 'timeout' : error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      const said = (await response.text().catch(() => '')).slice(0, 200);
      throw new SmsFailed(`HTTP ${response.status}${said ? `: ${said}` : ''}`);
    }
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

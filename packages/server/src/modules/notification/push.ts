import { createSign } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Site } from '../../db/schema';

export interface PushMessage {
  title: string;
  body: string;
  data?: Record<string, string>;
}

export interface FcmUrls {
  token: string;
  api: string;
}
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** How many device messages are in flight at once for one sending. */
const PARALLEL = 8;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function hasFcmCredentials(site: Site): boolean {
  return Boolean(site.fcmProjectId && site.fcmClientEmail && site.fcmPrivateKey);
}

/**
 * Firebase Cloud Messaging over HTTP v1: a service-account JWT is exchanged for an access token (cached per
 * site until shortly before it expires), then one message is sent per device.
 */
export class FcmPush {
  private readonly tokens = new Map<number, { value: string; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly urls: FcmUrls,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private assertion(site: Site): string {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({
        iss: site.fcmClientEmail,
        scope: SCOPE,
        aud: this.urls.token,
        iat: now,
        exp: now + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${claims}`)
      .sign(site.fcmPrivateKey as string);
    return `${header}.${claims}.${base64url(signature)}`;
  }

  private async accessToken(site: Site): Promise<string> {
    const cached = this.tokens.get(site.id);
    if (cached && cached.until > this.clock.now().getTime()) return cached.value;
    const response = await this.fetchImpl(this.urls.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(site),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`FCM token request failed with ${response.status}`);
    const { access_token: value, expires_in: seconds } = (await response.json()) as {
      access_token: string;
      expires_in: number;
    };
    this.tokens.set(site.id, { value, until: this.clock.now().getTime() + Math.max(0, seconds - 60) * 1000 });
    return value;
  }

  /** Sends to every device; answers how many were accepted and which tokens are no longer registered. */
  async send(
    site: Site,
    devices: string[],
    message: PushMessage,
  ): Promise<{ sent: number; unregistered: string[] }> {
    if (!hasFcmCredentials(site) || devices.length === 0) return { sent: 0, unregistered: [] };
    const token = await this.accessToken(site);
    const url = `${this.urls.api}/v1/projects/${encodeURIComponent(site.fcmProjectId as string)}/messages:send`;
    let sent = 0;
    const unregistered: string[] = [];
    const queue = [...devices];
    const worker = async () => {
      for (let device = queue.shift(); device !== undefined; device = queue.shift()) {
        const response = await this.fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token: device,
              notification: { title: message.title, body: message.body },
              data: message.data ?? {},
            },
          }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined);
        if (response?.ok) sent++;
        else if (response?.status === 404) unregistered.push(device);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, devices.length) }, worker));
    return { sent, unregistered };
  }
}

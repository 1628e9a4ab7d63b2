import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { AccessToken, TokenVerifier, WebhookReceiver } from 'livekit-server-sdk';
import { describe, expect, it } from 'vitest';
import { roomToken, signWebhook, verifyJwt, webhookSigned } from './livekit';

const KEY = 'APIkeyOfTheSchool';
const SECRET = 'a-long-livekit-secret-of-the-school-0123456789';
// LiveKit's SDK checks times against the machine's clock, so these tokens are dated now.
const now = new Date();
const inAnHour = new Date(now.getTime() + 3_600_000);

const grant = {
  room: 'saola-1-42',
  roomJoin: true,
  roomAdmin: false,
  canPublish: true,
  canSubscribe: true,
  canPublishData: true,
  canPublishSources: ['microphone', 'camera'],
} as const;

const token = () =>
  roomToken({
    apiKey: KEY,
    apiSecret: SECRET,
    identity: 'u7',
    name: 'Nguyễn Thị Lan',
    grant: { ...grant, canPublishSources: [...grant.canPublishSources] },
    metadata: '{"host":false}',
    now,
    expiresAt: inAnHour,
  });

describe('LiveKit room tokens', () => {
  it('are read by LiveKit’s own verifier with the identity, name, grant and expiry LiveKit acts on', async () => {
    const claims = await new TokenVerifier(KEY, SECRET).verify(await token());
    expect(claims).toMatchObject({
      iss: KEY,
      sub: 'u7',
      name: 'Nguyễn Thị Lan',
      metadata: '{"host":false}',
      exp: Math.floor(inAnHour.getTime() / 1000),
      video: grant,
    });
  });

  it('are refused by LiveKit when signed with another secret', async () => {
    await expect(new TokenVerifier(KEY, 'another-secret').verify(await token())).rejects.toThrow();
  });
});

describe('LiveKit webhooks', () => {
  const raw = JSON.stringify({ event: 'participant_joined', id: 'EV_1', room: { name: 'saola-1-42' } });
  const digest = createHash('sha256').update(raw, 'utf8').digest('base64');

  it('accepts what LiveKit signs', async () => {
    const at = new AccessToken(KEY, SECRET);
    at.sha256 = digest;
    expect(await webhookSigned(`Bearer ${await at.toJwt()}`, raw, KEY, SECRET, now)).toBe(true);
  });

  it('signs as LiveKit does, so LiveKit’s receiver reads our test events', async () => {
    const event = await new WebhookReceiver(KEY, SECRET).receive(
      raw,
      await signWebhook(raw, KEY, SECRET, now),
    );
    expect(event.event).toBe('participant_joined');
  });

  it('refuses another body, key, secret, an expired token and one without expiry', async () => {
    const auth = await signWebhook(raw, KEY, SECRET, now);
    expect(await webhookSigned(auth, `${raw} `, KEY, SECRET, now)).toBe(false);
    expect(await webhookSigned(auth, raw, 'anotherKey', SECRET, now)).toBe(false);
    expect(await webhookSigned(auth, raw, KEY, 'another-secret', now)).toBe(false);
    expect(await webhookSigned(auth, raw, KEY, SECRET, new Date(now.getTime() + 3_600_000))).toBe(false);
    expect(await webhookSigned(undefined, raw, KEY, SECRET, now)).toBe(false);
    const endless = await new SignJWT({ iss: KEY, sha256: digest })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(SECRET));
    expect(await webhookSigned(endless, raw, KEY, SECRET, now)).toBe(false);
  });

  it('allows a minute between the two servers’ clocks, not more', async () => {
    const auth = await signWebhook(raw, KEY, SECRET, now);
    const expiry = now.getTime() + 600_000;
    expect(await verifyJwt(auth, KEY, SECRET, new Date(expiry + 59_000))).not.toBeNull();
    expect(await verifyJwt(auth, KEY, SECRET, new Date(expiry + 61_000))).toBeNull();
  });

  it('refuses a token whose header names another algorithm', async () => {
    const forged = await new SignJWT({ iss: KEY, sha256: digest, exp: Math.floor(now.getTime() / 1000) + 60 })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(SECRET));
    expect(await webhookSigned(forged, raw, KEY, SECRET, now)).toBe(false);
  });
});

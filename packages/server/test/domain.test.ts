import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { DomainSetting, ServicePackage } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithOwner, type TestServer } from './harness';

/** TXT records a local DNS server answers with, by lower-case name. */
const zone = new Map<string, string[]>();
let dns: Socket;
let dnsPort: number;

/** Reads a question's name from a DNS query (labels from byte 12) and where the question ends. */
function questionOf(query: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at] !== 0) {
    const length = query[at] as number;
    labels.push(query.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 5 };
}

/** A DNS answer: the query's id and question, then one TXT record per string (or NXDOMAIN). */
function answer(query: Buffer): Buffer {
  const { name, end } = questionOf(query);
  const records = zone.get(name);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(records ? 0x8180 : 0x8183, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records?.length ?? 0, 6);
  const parts = [header, query.subarray(12, end)];
  for (const text of records ?? []) {
    const data = Buffer.concat([Buffer.from([text.length]), Buffer.from(text, 'ascii')]);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0);
    rr.writeUInt16BE(16, 2);
    rr.writeUInt16BE(1, 4);
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(data.length, 10);
    parts.push(rr, data);
  }
  return Buffer.concat(parts);
}

let t: TestServer;
let owner: string;
beforeAll(async () => {
  dns = createSocket('udp4');
  dns.on('message', (query, peer) => dns.send(answer(query), peer.port, peer.address));
  await new Promise<void>((resolve) => dns.bind(0, '127.0.0.1', resolve));
  dnsPort = (dns.address() as AddressInfo).port;
  ({ t, owner } = await startWithOwner({
    dnsServers: [`127.0.0.1:${dnsPort}`],
    publicUrl: 'https://app.saola.test',
  }));
});
afterAll(async () => {
  await t.close();
  dns.close();
});

const edit = (domain: string | null, token = owner, locale?: 'vi-VN' | 'lo-LA') =>
  t.call<DomainSetting>({
    method: 'PUT',
    url: '/Lms/Setting/EditDomain',
    token,
    payload: { domain },
    ...(locale ? { locale } : {}),
  });
const verify = (token = owner) =>
  t.call<DomainSetting>({ method: 'POST', url: '/Lms/Setting/VerifyDomain', token, payload: {} });

describe('school domain', () => {
  it('refuses what is not a bare domain name, in the asked language', async () => {
    for (const bad of [
      'http://learn.school.vn',
      'learn.school.vn/path',
      'learn.school.vn:8080',
      '192.168.1.10',
      'localhost',
      '-learn.school.vn',
      'learn..school.vn',
      'Learn.School.VN',
      `${'a'.repeat(64)}.vn`,
      'learn.school.vn.',
    ]) {
      const refused = await edit(bad, owner, 'vi-VN');
      expect(refused.status, bad).toBe(400);
      expect(refused.body.data).toEqual([{ field: 'domain', message: expect.stringContaining('Tên miền') }]);
    }
    expect(
      (await t.call({ method: 'GET', url: '/Lms/Setting/GetDomain', token: owner })).body.data,
    ).toMatchObject({
      domain: null,
      status: 'none',
    });
  });

  it('gives a TXT record to create and uses the domain once DNS shows it', async () => {
    const asked = await edit('hoc.truong-abc.edu.vn');
    expect(asked.status).toBe(200);
    const setting = asked.body.data as DomainSetting;
    expect(setting).toMatchObject({
      domain: null,
      requested: 'hoc.truong-abc.edu.vn',
      status: 'pending',
      recordName: '_saola-verify.hoc.truong-abc.edu.vn',
      recordValue: expect.stringMatching(/^saola-verify=[0-9a-f]{32}$/),
      target: 'app.saola.test',
    });
    // Not there yet.
    const early = await verify();
    expect(early.body.data).toMatchObject({ status: 'failed', domain: null });
    expect(early.body.message).toContain('TXT');
    // A wrong value is not enough.
    zone.set('_saola-verify.hoc.truong-abc.edu.vn', ['saola-verify=someone-else']);
    expect((await verify()).body.data?.status).toBe('failed');
    zone.set('_saola-verify.hoc.truong-abc.edu.vn', ['v=spf1 -all', setting.recordValue as string]);
    const verified = await verify();
    expect(verified.body.data).toMatchObject({
      status: 'verified',
      domain: 'hoc.truong-abc.edu.vn',
      requested: null,
    });
    // The site now answers at its domain.
    const config = await t.call<{ website: { name: string } }>({
      method: 'GET',
      url: '/Auth/Config/Get',
      host: 'hoc.truong-abc.edu.vn',
    });
    expect(config.body.data?.website.name).toBe('Saola Demo School');
    const history = await t.call<{ data: Array<{ section: string }> }>({
      method: 'GET',
      url: '/Lms/Setting/History',
      token: owner,
      payload: { section: 'domain' },
    });
    expect(history.body.data?.data.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses another school's domain and the platform's own host; only owners manage it", async () => {
    const other = await t.addOtherSite();
    const refused = await edit(other.host);
    expect(refused.status).toBe(400);
    expect((await edit('app.saola.test')).status).toBe(400);
    const teacher = await t.signIn('teacher');
    expect((await edit('x.truong-abc.edu.vn', teacher)).status).toBe(403);
    expect((await verify(teacher)).status).toBe(403);
    // The other school's owner cannot take this school's verified domain either.
    const theirs = await t.signIn('owner', { host: other.host });
    const taken = await t.call({
      method: 'PUT',
      url: '/Lms/Setting/EditDomain',
      token: theirs,
      host: other.host,
      payload: { domain: 'hoc.truong-abc.edu.vn' },
    });
    expect(taken.status).toBe(400);
  });

  it('removes the domain when left blank', async () => {
    const cleared = await edit('');
    expect(cleared.body.data).toMatchObject({ domain: null, requested: null, status: 'none' });
  });
});

describe('service package', () => {
  it("shows the plan, expiry and the school's usage against its limits, to owners only", async () => {
    const db = t.server.connection.db;
    const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('sites')
      .set({
        servicePlan: 'standard',
        learnerLimit: 500,
        courseLimit: null,
        serviceExpiresAt: new Date('2027-06-30T16:59:59.000Z'),
      })
      .where('id', '=', site.id)
      .execute();
    t.server.services.sites.forget();
    const got = await t.call<ServicePackage>({ method: 'GET', url: '/Lms/Setting/GetPackage', token: owner });
    const learners = await db
      .selectFrom('users')
      .select(db.fn.countAll<number>().as('n'))
      .where('idSite', '=', site.id)
      .where('idType', '=', 4)
      .executeTakeFirstOrThrow();
    expect(got.body.data).toMatchObject({
      plan: 'standard',
      expiresAt: '2027-06-30T16:59:59.000Z',
      expired: false,
      learners: { used: Number(learners.n), limit: 500 },
      courses: { used: 0, limit: null },
      storage: { used: 0, limit: expect.any(Number) },
    });
    const teacher = await t.signIn('teacher');
    expect((await t.call({ method: 'GET', url: '/Lms/Setting/GetPackage', token: teacher })).status).toBe(
      403,
    );
  });
});

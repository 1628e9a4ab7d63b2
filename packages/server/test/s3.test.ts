import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SavedFile, UploadTicket } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presign } from '../src/modules/file/sigv4';
import { startWithOwner, type TestServer } from './harness';

const credentials = {
  accessKeyId: 'SAOLATESTKEY',
  secretAccessKey: 'saola-test-secret',
  region: 'ap-southeast-1',
};
interface StoredObject {
  body: Buffer;
  type: string;
  acl: string | undefined;
  disposition: string | undefined;
}
const objects = new Map<string, StoredObject>();
const etagOf = (object: StoredObject) => `"${createHash('md5').update(object.body).digest('hex')}"`;

/** A local S3-compatible bucket: recomputes each presigned request's signature and checks its expiry. */
const bucket = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const q = url.searchParams;
    const date = q.get('X-Amz-Date') ?? '';
    const when = new Date(
      `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
    );
    const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter((h) => h !== 'host');
    const bare = new URL(url);
    for (const key of [...bare.searchParams.keys()])
      if (key.startsWith('X-Amz-')) bare.searchParams.delete(key);
    const expected = await presign(credentials, {
      method: req.method as 'PUT',
      url: bare,
      headers: Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')])),
      date: when,
      expiresSeconds: Number(q.get('X-Amz-Expires')),
    });
    if (new URL(expected).searchParams.get('X-Amz-Signature') !== q.get('X-Amz-Signature')) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname.replace(/^\/saola\//, ''));
    const object = objects.get(key);
    const kept = (body: Buffer): StoredObject => ({
      body,
      type: String(req.headers['content-type']),
      acl: req.headers['x-amz-acl'] as string | undefined,
      disposition: req.headers['content-disposition'] as string | undefined,
    });
    const copyFrom = req.headers['x-amz-copy-source'];
    if (req.method === 'PUT' && copyFrom) {
      const source = objects.get(decodeURIComponent(String(copyFrom)).replace(/^\/saola\//, ''));
      if (!source) {
        res.writeHead(404).end();
        return;
      }
      if (req.headers['x-amz-copy-source-if-match'] !== etagOf(source)) {
        res.writeHead(412).end();
        return;
      }
      objects.set(key, kept(source.body));
      res.writeHead(200).end(`<CopyObjectResult><ETag>${etagOf(source)}</ETag></CopyObjectResult>`);
    } else if (req.method === 'PUT') {
      objects.set(key, kept(Buffer.concat(chunks)));
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (!object) {
      res.writeHead(404).end();
    } else if (req.headers['if-match'] && req.headers['if-match'] !== etagOf(object)) {
      res.writeHead(412).end();
    } else if (req.method === 'HEAD') {
      res.writeHead(200, { 'content-length': object.body.length, etag: etagOf(object) }).end();
    } else {
      const [, from, to] = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range)) ?? [];
      const part = object.body.subarray(Number(from ?? 0), Number(to ?? object.body.length - 1) + 1);
      res.writeHead(from ? 206 : 200, { 'content-length': part.length }).end(part);
    }
  });
});

let t: TestServer;
let owner: string;
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
  ({ t, owner } = await startWithOwner({ s3: { ...credentials, endpoint, bucket: 'saola' } }));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => bucket.close(resolve));
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(5000, 1),
]);

async function ticket(
  name: string,
  size: number,
  form: { contentType?: string; fileType?: string; uploadAction?: string } = {},
) {
  const reply = await t.call<UploadTicket>({
    method: 'GET',
    url: '/Storage/File/GetUploadUrl',
    token: owner,
    payload: {
      fileName: name,
      size,
      contentType: form.contentType ?? 'image/png',
      fileType: form.fileType ?? 'image',
      uploadAction: form.uploadAction ?? 'courseCover',
    },
  });
  return reply.body.data as UploadTicket;
}
const browserPut = (url: string, body: Buffer, type = 'image/png') =>
  fetch(url, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': type, 'x-amz-acl': 'public-read' },
  });
const insert = (idFile: number) =>
  t.call<SavedFile>({ method: 'GET', url: '/Storage/File/InsertFile', token: owner, payload: { idFile } });

describe('files on an S3-compatible store', () => {
  it('uploads straight to the bucket with a presigned URL, then registers the file', async () => {
    const granted = await ticket('bìa khóa học.png', PNG.length);
    expect(granted.uploadUrl.startsWith(`${endpoint}/saola/uploads/1/`)).toBe(true);
    expect(granted.uploadUrl).toContain(
      'X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost%3Bx-amz-acl',
    );
    expect((await browserPut(granted.uploadUrl, PNG)).status).toBe(200);
    const saved = await insert(granted.idFile);
    expect(saved.body.data).toMatchObject({ name: 'bìa khóa học.png', size: PNG.length });
    const key = String(saved.body.data?.url).replace(`${endpoint}/saola/`, '');
    expect(objects.get(key)).toMatchObject({ type: 'image/png', acl: 'public-read' });
    expect([...objects.keys()].filter((k) => k.startsWith('uploads/'))).toEqual([]);
  });

  it('lets the bucket refuse another content type or size than the URL was signed for', async () => {
    const granted = await ticket('a.png', PNG.length);
    expect((await browserPut(granted.uploadUrl, PNG, 'image/jpeg')).status).toBe(403);
    expect((await browserPut(granted.uploadUrl, PNG.subarray(0, 100))).status).toBe(403);
    expect((await insert(granted.idFile)).body.message).toBe('The file has not been uploaded completely.');
  });

  it('refuses a disguised file at registration and removes it from the bucket', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3000, 0)]);
    const granted = await ticket('anh.png', exe.length);
    expect((await browserPut(granted.uploadUrl, exe)).status).toBe(200);
    const count = objects.size;
    const refused = await insert(granted.idFile);
    expect(refused.body.data).toEqual([{ field: 'fileName', message: 'Invalid file format' }]);
    expect(objects.size).toBe(count - 1);
    expect((await insert(granted.idFile)).status).toBe(404);
  });

  it('deletes the object with the file', async () => {
    const list = await t.call<{ data: SavedFile[] }>({
      method: 'GET',
      url: '/Storage/File/List',
      token: owner,
    });
    const count = objects.size;
    await t.call({
      method: 'DELETE',
      url: '/Storage/File/Delete',
      token: owner,
      payload: { ids: list.body.data?.data.map((f) => f.id) },
    });
    expect(objects.size).toBe(count - 1);
  });
  it('keeps the object it checked: a PUT again with the same URL after registration does not reach it', async () => {
    const granted = await ticket('bia.png', PNG.length);
    await browserPut(granted.uploadUrl, PNG);
    const saved = await insert(granted.idFile);
    const key = String(saved.body.data?.url).replace(`${endpoint}/saola/`, '');
    const swapped = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]);
    await browserPut(
      granted.uploadUrl,
      Buffer.concat([swapped, Buffer.alloc(PNG.length - swapped.length, 32)]),
    );
    expect(objects.get(key)?.body.equals(PNG)).toBe(true);
  });

  it('stores the type the bytes show, as an attachment unless a browser shows it inline', async () => {
    const csv = Buffer.from('Họ tên,Điểm\nAn,9\n');
    const form = { contentType: 'application/vnd.ms-excel', fileType: 'document', uploadAction: 'library' };
    const granted = await ticket('diem.csv', csv.length, form);
    expect((await browserPut(granted.uploadUrl, csv, form.contentType)).status).toBe(200);
    const saved = await insert(granted.idFile);
    expect(saved.body.data?.contentType).toBe('text/csv');
    const key = [...objects.keys()].find((k) => k.endsWith('.csv') && !k.startsWith('uploads/')) as string;
    expect(objects.get(key)).toMatchObject({
      type: 'text/csv',
      disposition: "attachment; filename*=UTF-8''diem.csv",
    });
  });

  it('keeps course material private, read by a presigned GET of two to three hours', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 32)]);
    const form = { contentType: 'application/pdf', fileType: 'document', uploadAction: 'lessonDocument' };
    const granted = await ticket('de-cuong.pdf', pdf.length, form);
    await browserPut(granted.uploadUrl, pdf, form.contentType);
    const url = new URL((await insert(granted.idFile)).body.data?.url as string);
    const key = decodeURIComponent(url.pathname.replace(/^\/saola\//, ''));
    expect(objects.get(key)?.acl).toBe('private');
    const signedAt = Date.parse(
      (url.searchParams.get('X-Amz-Date') as string).replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      ),
    );
    const left = signedAt + Number(url.searchParams.get('X-Amz-Expires')) * 1000 - t.clock.now().getTime();
    expect(left).toBeGreaterThanOrEqual(2 * 60 * 60_000);
    expect(left).toBeLessThanOrEqual(3 * 60 * 60_000);
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

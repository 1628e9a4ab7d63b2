import { once } from 'node:events';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithOwner, type TestServer } from './harness';
import { startImport as sendImport } from './job-files';

/** Import files as an attacker would make them: small files that unpack to gigabytes. */
let t: TestServer;
let owner: string;
beforeAll(async () => {
  ({ t, owner } = await startWithOwner({ jobPollMs: 60_000 }));
});
afterAll(() => t.close());

const startImport = (bytes: Buffer) => sendImport(t, { bytes, token: owner });

/** `size` bytes of zeros, deflated as they stream (the test never holds them unpacked). */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < size / block.length; i++) if (!deflate.write(block)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

interface Entry {
  name: string;
  packed: Buffer;
  /** What the zip says the entry unpacks to (a liar says little). */
  size: number;
}

/** A zip of deflated entries, written as a zip tool writes one. */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, packed, size } of entries) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, packed);
    centrals.push(central, n);
    offset += 30 + n.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const small = (name: string, text: string): Entry => ({
  name,
  packed: deflateRawSync(Buffer.from(text)),
  size: Buffer.byteLength(text),
});

describe('an import file that unpacks to far more than it weighs (zip bomb)', () => {
  const UNPACKED = 300 * 1024 * 1024;
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await deflatedZeros(UNPACKED);
  });

  for (const [what, declared] of [
    ['says so', UNPACKED],
    ['lies about its size', 1000],
  ] as const) {
    it(`is refused in the request when its sheet ${what}, and no job is queued`, async () => {
      const file = zipOf([
        small('[Content_Types].xml', '<Types/>'),
        small('xl/workbook.xml', '<workbook/>'),
        { name: 'xl/worksheets/sheet1.xml', packed: bomb, size: declared },
      ]);
      expect(file.length).toBeLessThan(1024 * 1024);
      const refused = await startImport(file);
      expect(refused.status).toBe(400);
      expect(refused.errors).toEqual([
        { field: 'file', message: 'The workbook unpacks to more data than an import takes (256 MB)' },
      ]);
      const jobs = await t.server.connection.db.selectFrom('dataJobs').select('id').execute();
      expect(jobs).toEqual([]);
    });
  }

  it('takes an entry whose data runs to the last byte yet claims a data descriptor after it, then fails its job clearly', async () => {
    // A stored [Content_Types].xml, then a stored workbook whose own data holds the central directory and its
    // end record: the descriptor the workbook claims would start where the file ends.
    const types = Buffer.from('[Content_Types].xml');
    const workbook = Buffer.from('xl/workbook.xml');
    const typesData = Buffer.from('<Types/>');
    const header = (signature: number, length: number, name: Buffer, flags: number, central: boolean) => {
      const b = Buffer.alloc(central ? 46 : 30);
      b.writeUInt32LE(signature, 0);
      b.writeUInt16LE(flags, central ? 8 : 6);
      b.writeUInt32LE(length, central ? 20 : 18);
      b.writeUInt32LE(length, central ? 24 : 22);
      b.writeUInt16LE(name.length, central ? 28 : 26);
      return b;
    };
    const workbookAt = 30 + types.length + typesData.length;
    const directoryAt = workbookAt + 30 + workbook.length;
    const directoryLength = 46 + types.length + 46 + workbook.length;
    const dataLength = directoryLength + 22;
    const typesEntry = header(0x02014b50, typesData.length, types, 0, true);
    const workbookEntry = header(0x02014b50, dataLength, workbook, 0x08, true);
    workbookEntry.writeUInt32LE(workbookAt, 42);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(2, 8);
    end.writeUInt16LE(2, 10);
    end.writeUInt32LE(directoryLength, 12);
    end.writeUInt32LE(directoryAt, 16);
    const file = Buffer.concat([
      header(0x04034b50, typesData.length, types, 0, false),
      types,
      typesData,
      header(0x04034b50, dataLength, workbook, 0x08, false),
      workbook,
      typesEntry,
      types,
      workbookEntry,
      workbook,
      end,
    ]);
    // The zip itself is well formed, so the request takes it; reading the workbook then fails the job.
    const started = await startImport(file);
    expect(started.status).toBe(200);
    await t.server.services.dataJobs?.drain();
    const job = await t.server.connection.db
      .selectFrom('dataJobs')
      .select(['status', 'errorKey'])
      .where('id', '=', (started.errors as unknown as { id: number }).id)
      .executeTakeFirst();
    expect(job).toEqual({ status: 'failed', errorKey: 'dataImport.unreadable' });
  });

  it('takes a workbook as Excel writes it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Members');
    sheet.addRow([
      'Full name *',
      'Username *',
      'Password *',
      'Email',
      'Phone',
      'Unit',
      'Position',
      'Member group',
    ]);
    sheet.addRow(['Trần Thị Bình', 'binh.hostile', 'Saola@2026', '', '', '', '', '']);
    const started = await startImport(Buffer.from(await book.xlsx.writeBuffer()));
    expect(started.status).toBe(200);
  });
});

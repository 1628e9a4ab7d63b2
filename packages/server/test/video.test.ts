import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, startTestServer, type TestServer, uploadThrough } from './harness';

let t: TestServer;
let owner: string;
let video: Buffer;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signIn('owner');
  video = makeClip(3);
});
afterAll(() => t.close());

const fileRow = (id: number) =>
  t.server.connection.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the video pipeline', () => {
  it('probes, makes a poster and two HLS renditions, and serves them; the MP4 answers range requests', async () => {
    const { inserted } = await uploadThrough(t, {
      name: 'bài 1.mp4',
      body: video,
      token: owner,
      contentType: 'video/mp4',
      fileType: 'video',
    });
    const id = inserted.body.data?.id as number;
    expect((await fileRow(id)).processing).toBe('queued');
    await t.server.jobs.runDue();
    await t.server.services.video?.idle();
    const row = await fileRow(id);
    expect(row).toMatchObject({ processing: 'done', processingProgress: 100, processingNote: null });
    expect(row.duration).toBeGreaterThan(2.9);
    expect(row.duration).toBeLessThan(3.2);

    const master = await t.server.app.inject({ method: 'GET', url: `/files/${row.hlsKey}` });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variants = master.body.split('\n').filter((line) => line.endsWith('.m3u8'));
    expect(variants).toEqual(['v0/index.m3u8', 'v1/index.m3u8']);
    const dir = (row.hlsKey as string).replace(/\/master\.m3u8$/, '');
    const playlist = await t.server.app.inject({ method: 'GET', url: `/files/${dir}/v0/index.m3u8` });
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
    const bytes = await t.server.app.inject({ method: 'GET', url: `/files/${dir}/v0/${segment}` });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp2t');
    expect(
      (await t.server.app.inject({ method: 'GET', url: `/files/${row.posterKey}` })).headers['content-type'],
    ).toBe('image/jpeg');
    expect((await t.server.app.inject({ method: 'GET', url: `/files/${dir}/../../secret` })).statusCode).toBe(
      404,
    );

    const range = await t.server.app.inject({
      method: 'GET',
      url: `/files/${row.storageKey}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('says so where ffmpeg is absent, and the MP4 stays playable', async () => {
    const bare = await startTestServer({ ffmpeg: '/nonexistent/ffmpeg' });
    try {
      const token = await bare.signIn('owner');
      const { inserted } = await uploadThrough(bare, {
        name: 'clip.mp4',
        body: video,
        token,
        contentType: 'video/mp4',
        fileType: 'video',
      });
      const id = inserted.body.data?.id as number;
      await bare.server.jobs.runDue();
      await bare.server.services.video?.idle();
      const row = await bare.server.connection.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.processing).toBe('unavailable');
      expect(row.processingNote).toMatch(/ffmpeg/);
      expect(
        (await bare.server.app.inject({ method: 'GET', url: `/files/${row.storageKey}` })).statusCode,
      ).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

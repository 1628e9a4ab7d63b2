import type { LessonMedia, LessonView } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, startTestServer, startWithOwner, type TestServer, uploadThrough } from './harness';

let t: TestServer;
let owner: string;
let video: Buffer;
beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  video = makeClip(3);
});
afterAll(() => t.close());

/** The media a lesson of this video hands its viewer (the owner, as staff of the course). */
async function lessonMedia(idFile: number): Promise<LessonMedia> {
  const call = <T>(method: 'GET' | 'POST', url: string, payload: object) =>
    t.call<T>({ method, url, token: owner, payload });
  const course = (await call<{ id: number }>('POST', '/Lms/Course/Add', { name: 'Video' })).body.data;
  const chapter = (
    await call<{ id: number }>('POST', '/Lms/Curriculum/AddChapter', { idCourse: course?.id, title: 'Một' })
  ).body.data;
  const lesson = (
    await call<{ id: number }>('POST', '/Lms/Curriculum/AddLesson', {
      idChapter: chapter?.id,
      title: 'Bài 1',
      kind: 'video',
      idFile,
    })
  ).body.data;
  const view = await call<LessonView>('GET', '/Lms/Learning/Lesson', {
    idCourse: course?.id,
    idLesson: lesson?.id,
  });
  return view.body.data?.lesson.media as LessonMedia;
}

const fileRow = (id: number) =>
  t.server.connection.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the video pipeline', () => {
  it('re-queues a video only once the process holding it has stopped renewing its hold', async () => {
    const { inserted } = await uploadThrough(t, {
      name: 'giữ.mp4',
      body: video,
      token: owner,
      contentType: 'video/mp4',
      fileType: 'video',
    });
    const id = inserted.body.data?.id as number;
    const db = t.server.connection.db;
    const pipeline = t.server.services.video as NonNullable<typeof t.server.services.video>;
    // Another server process took it (its job is done) and is transcoding: it holds the file a while yet.
    await db.updateTable('jobs').set({ status: 'done' }).where('kind', '=', 'video.transcode').execute();
    await db
      .updateTable('files')
      .set({
        processing: 'running',
        processingOwner: 'another-process',
        processingUntil: new Date(t.clock.now().getTime() + 10_000),
      })
      .where('id', '=', id)
      .execute();
    await pipeline.recover(t.clock.now());
    expect(await fileRow(id)).toMatchObject({ processing: 'running', processingOwner: 'another-process' });
    const queued = () =>
      db
        .selectFrom('jobs')
        .where('kind', '=', 'video.transcode')
        .where('status', '=', 'queued')
        .select('id')
        .execute();
    expect(await queued()).toEqual([]);
    // It died: its hold runs out, and this process takes the video over and finishes it.
    t.clock.advance(10_001);
    await pipeline.recover(t.clock.now());
    expect(await fileRow(id)).toMatchObject({ processing: 'queued', processingOwner: null });
    expect(await queued()).toHaveLength(1);
    await t.server.jobs.runDue();
    await pipeline.idle();
    const row = await fileRow(id);
    expect(row).toMatchObject({ processing: 'done', processingUntil: null });
    expect(row.processingOwner).not.toBe('another-process');
  });

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

    // Public no more: a learner's lesson hands out the playlist under a signed prefix its segments share.
    expect((await t.server.app.inject({ method: 'GET', url: `/files/${row.hlsKey}` })).statusCode).toBe(404);
    const media = await lessonMedia(id);
    const get = (url: string) => t.server.app.inject({ method: 'GET', url: new URL(url).pathname });
    const master = await get(media.hlsUrl as string);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variants = master.body.split('\n').filter((line) => line.endsWith('.m3u8'));
    expect(variants).toEqual(['v0/index.m3u8', 'v1/index.m3u8']);
    const playlistUrl = new URL('v0/index.m3u8', media.hlsUrl as string).toString();
    const playlist = await get(playlistUrl);
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts')) as string;
    const bytes = await get(new URL(segment, playlistUrl).toString());
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp2t');
    expect((await get(media.posterUrl as string)).headers['content-type']).toBe('image/jpeg');
    const outside = new URL(media.hlsUrl as string).pathname.replace('master.m3u8', '../../secret');
    expect((await t.server.app.inject({ method: 'GET', url: outside })).statusCode).toBe(404);

    const range = await t.server.app.inject({
      method: 'GET',
      url: new URL(media.mp4Url).pathname,
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
      const url = new URL(inserted.body.data?.url as string).pathname;
      expect((await bare.server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

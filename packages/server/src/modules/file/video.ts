import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connect';
import type { FilesTable } from '../../db/schema';
import { enqueue, type JobHandler } from '../../jobs/runner';

export const VIDEO_JOB = 'video.transcode';

/** Where a video's derived files live: beside the upload, under `<key>.media/`. */
export const mediaDir = (storageKey: string) => `${storageKey}.media`;

/** The two HLS renditions: a small one for weak connections and one up to 720p (never upscaled). */
const RENDITIONS = [
  { height: 360, crf: 28 },
  { height: 720, crf: 23 },
] as const;

interface Probe {
  duration: number;
  height: number;
  audio: boolean;
}

/** What a finished transcode (done, failed or impossible here) leaves: nobody holds the file. */
const RELEASED = { processingUntil: null } as const;

/** Runs a tool, collecting stdout; `onLine` sees each stdout line as it comes (ffmpeg's -progress). */
function run(
  command: string,
  args: string[],
  track: Set<ChildProcess>,
  onLine?: (line: string) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    track.add(child);
    let out = '';
    let err = '';
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      out += text;
      if (!onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      track.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

declare module '../../http/context' {
  interface Services {
    /** Transcodes uploaded videos to HLS; null where files are in a bucket (the MP4 is served as it is). */
    video: VideoPipeline | null;
  }
}

/**
 * Makes uploaded videos playable the way the web plays them best: reads the duration, takes a poster frame
 * and transcodes to HLS in two renditions, reporting progress from ffmpeg's `-progress`. The job itself only
 * marks the file; the transcode runs after its commit, one video at a time, outside any transaction (it takes
 * minutes, and PGlite has one connection). Where ffmpeg is absent, the file says so and the MP4 is served.
 */
export class VideoPipeline {
  private queue: Promise<void> = Promise.resolve();
  private readonly children = new Set<ChildProcess>();
  private stopping = false;
  /** This process, as the files it holds name it. */
  private readonly owner = randomUUID();
  /** The files this process holds: queued here or transcoding. */
  private readonly held = new Set<number>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly root: string,
    private readonly ffmpeg: string,
    /**
     * How long this process holds a video it has taken (waiting in its queue or transcoding) without renewing
     * the hold, as long as a job's lease (JOB_LOCK_MS); it renews three times as often, and looks for others'
     * run-out holds twice as often.
     */
    private readonly leaseMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private leaseEnd = (now: Date) => new Date(now.getTime() + this.leaseMs);

  private get ffprobe() {
    return this.ffmpeg.endsWith('ffmpeg') ? `${this.ffmpeg.slice(0, -'ffmpeg'.length)}ffprobe` : 'ffprobe';
  }

  readonly handler: JobHandler = async (tx, job) => {
    const { idFile } = job.payload as { idFile: number };
    await tx
      .updateTable('files')
      .set({
        processing: 'running',
        processingProgress: 0,
        processingOwner: this.owner,
        processingUntil: this.leaseEnd(this.clock.now()),
      })
      .where('id', '=', idFile)
      .execute();
    return async () => {
      this.held.add(idFile);
      this.queue = this.queue.then(() => this.transcode(idFile)).finally(() => this.held.delete(idFile));
    };
  };

  /** Renews the hold on every file this process still has; answers how many it holds. */
  async renew(now: Date): Promise<number> {
    if (!this.held.size) return 0;
    const renewed = await this.db
      .updateTable('files')
      .set({ processingUntil: this.leaseEnd(now) })
      .where('id', 'in', [...this.held])
      .where('processingOwner', '=', this.owner)
      .where('processing', '=', 'running')
      .returning('id')
      .execute();
    return renewed.length;
  }

  /**
   * Videos whose holder stopped renewing (a crashed or killed process) are queued again, each by one process:
   * the conditional update lets one of two processes sweeping at once take a given file.
   */
  async recover(now: Date): Promise<void> {
    const stuck = await this.db
      .updateTable('files')
      .set({ processing: 'queued', processingProgress: 0, processingOwner: null, processingUntil: null })
      .where('processing', '=', 'running')
      .where((eb) => eb.or([eb('processingUntil', 'is', null), eb('processingUntil', '<', now)]))
      .returning(['id', 'idSite'])
      .execute();
    for (const file of stuck) await this.schedule(file.idSite, file.id, now);
  }

  /** Keeps this process's holds alive and takes over others' run-out ones, until stop(). */
  start(): void {
    const every = (ms: number, work: (now: Date) => Promise<unknown>, what: string) => {
      const timer = setInterval(
        () => void work(this.clock.now()).catch((error) => this.log?.warn({ err: error }, what)),
        ms,
      );
      timer.unref();
      this.timers.push(timer);
    };
    every(this.leaseMs / 3, (now) => this.renew(now), 'renewing video holds failed');
    every(this.leaseMs / 2, (now) => this.recover(now), 'recovering videos failed');
  }

  async schedule(idSite: number, idFile: number, now: Date): Promise<void> {
    await enqueue(this.db, {
      idSite,
      kind: VIDEO_JOB,
      payload: { idFile },
      runAt: now,
      dedupeKey: `video:${idFile}:${now.getTime()}`,
    });
  }

  /** Waits for the transcodes under way (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    for (const child of this.children) child.kill('SIGKILL');
    await this.queue.catch(() => undefined);
    // Let go at once of what this process held: the next sweep of any process (or this one's restart) takes it.
    await this.db
      .updateTable('files')
      .set({ processingUntil: null })
      .where('processingOwner', '=', this.owner)
      .where('processing', '=', 'running')
      .execute()
      .catch((error) => this.log?.warn({ err: error }, 'releasing video holds failed'));
  }

  private async transcode(idFile: number): Promise<void> {
    if (this.stopping) return;
    // Still this process's: a hold that ran out while it waited here went to another process.
    const file = await this.db
      .selectFrom('files')
      .select(['storageKey'])
      .where('id', '=', idFile)
      .where('processingOwner', '=', this.owner)
      .where('processing', '=', 'running')
      .executeTakeFirst();
    if (!file?.storageKey) return;
    const input = join(this.root, file.storageKey);
    const dir = mediaDir(file.storageKey);
    const out = join(this.root, dir);
    // Only while it holds the file: a process that lost it cannot overwrite its new holder's work.
    const mark = (values: Updateable<FilesTable>) =>
      this.db
        .updateTable('files')
        .set(values)
        .where('id', '=', idFile)
        .where('processingOwner', '=', this.owner)
        .execute();
    let probe: Probe;
    try {
      probe = await this.probe(input);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      await mark({
        ...RELEASED,
        processing: missing ? 'unavailable' : 'failed',
        processingNote: missing
          ? 'ffmpeg is not installed here: the original MP4 is served (with range requests).'
          : String((error as Error).message).slice(0, 500),
      });
      return;
    }
    try {
      await rm(out, { recursive: true, force: true });
      await mkdir(out, { recursive: true });
      await mark({ duration: probe.duration });
      await run(
        this.ffmpeg,
        [
          '-y',
          '-v',
          'error',
          '-ss',
          String(Math.min(1, probe.duration / 2)),
          '-i',
          input,
          '-frames:v',
          '1',
          '-vf',
          'scale=-2:360',
          join(out, 'poster.jpg'),
        ],
        this.children,
      );
      let reported = 0;
      await run(this.ffmpeg, this.hlsArgs(input, out, probe), this.children, (line) => {
        const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
        if (!match || !probe.duration) return;
        const percent = Math.min(99, Math.floor((Number(match[1]) / 1e6 / probe.duration) * 100));
        if (percent >= reported + 5) {
          reported = percent;
          void mark({ processingProgress: percent });
        }
      });
      await mark({
        ...RELEASED,
        processing: 'done',
        processingProgress: 100,
        hlsKey: `${dir}/master.m3u8`,
        posterKey: `${dir}/poster.jpg`,
        processingNote: null,
      });
    } catch (error) {
      if (this.stopping) return;
      this.log?.warn({ err: error, idFile }, 'video transcode failed');
      await rm(out, { recursive: true, force: true });
      await mark({
        ...RELEASED,
        processing: 'failed',
        processingNote: String((error as Error).message).slice(0, 500),
      });
    }
  }

  private async probe(input: string): Promise<Probe> {
    const json = JSON.parse(
      await run(
        this.ffprobe,
        ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,height', '-of', 'json', input],
        this.children,
      ),
    ) as { format?: { duration?: string }; streams?: Array<{ codec_type?: string; height?: number }> };
    const video = json.streams?.find((s) => s.codec_type === 'video');
    const duration = Number(json.format?.duration);
    if (!video || !(duration > 0)) throw new Error('not a playable video');
    return {
      duration,
      height: video.height ?? 360,
      audio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
    };
  }

  private hlsArgs(input: string, out: string, probe: Probe): string[] {
    const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
    const heights = RENDITIONS.map((r) => even(Math.min(r.height, probe.height)));
    const args = ['-y', '-v', 'error', '-nostats', '-progress', 'pipe:1', '-i', input];
    args.push(
      '-filter_complex',
      `[0:v]split=2[a][b];[a]scale=-2:${heights[0]}[v0];[b]scale=-2:${heights[1]}[v1]`,
    );
    RENDITIONS.forEach((r, i) => {
      args.push('-map', `[v${i}]`);
      if (probe.audio) args.push('-map', '0:a:0');
      args.push(`-c:v:${i}`, 'libx264', `-crf:v:${i}`, String(r.crf));
    });
    args.push('-preset', 'veryfast', '-g', '48', '-sc_threshold', '0');
    if (probe.audio) args.push('-c:a', 'aac', '-b:a', '96k', '-ac', '2');
    args.push(
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      join(out, 'v%v', 'seg%03d.ts'),
      '-master_pl_name',
      'master.m3u8',
      '-var_stream_map',
      probe.audio ? 'v:0,a:0 v:1,a:1' : 'v:0 v:1',
      join(out, 'v%v', 'index.m3u8'),
    );
    return args;
  }
}

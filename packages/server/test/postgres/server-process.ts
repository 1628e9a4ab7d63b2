import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** `pnpm start`'s server as a separate process (what a crash kills), on a port of its own. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(private readonly env: Record<string, string>) {}

  get url(): string {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  async start(): Promise<void> {
    // tsx's own command would run the server in a second process, which a SIGKILL to the first leaves alive.
    const args = ['--import', 'tsx', '--conditions=@saola/source', 'src/main.ts'];
    const child = spawn(process.execPath, args, {
      cwd: SERVER_DIR,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${this.output}`)), 60_000);
      const listen = (chunk: Buffer) => {
        this.output += chunk;
        if (this.output.includes('Saola is running')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', listen);
      child.stderr?.on('data', listen);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}:\n${this.output}`));
      });
    });
  }

  /** What a power cut or the OOM killer does: no shutdown hook runs. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }

  log(): string {
    return this.output;
  }

  async fetch<T>(path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
    const response = await fetch(`${this.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'content-type': 'application/json',
        'content-language': 'en-US',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await response.json()) as { data: T; message: string };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
    return body.data;
  }
}

import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** The newest installed PostgreSQL's programs (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
function binaries(): string {
  if (process.env.SAOLA_PG_BIN) return process.env.SAOLA_PG_BIN;
  const majors = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!majors[0]) throw new Error('no PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  return join('/usr/lib/postgresql', majors[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether this machine has PostgreSQL's programs to start a cluster with. */
export function hasPostgres(): boolean {
  try {
    return existsSync(join(binaries(), 'initdb'));
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL cluster of the caller's own: a test's, so it can be stopped and started without disturbing the
 * suite's shared one, or the bench's, kept between runs. PostgreSQL refuses to run as root: as root (CI), it
 * runs as the postgres user.
 */
export class PrivateCluster {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  readonly url = (database = 'saola') => `postgres://saola@127.0.0.1:${this.port}/${database}`;

  /** Starts the cluster in `dir`, made there first when the folder has none. */
  static async create(dir = mkdtempSync(join(tmpdir(), 'saola-pg-'))): Promise<PrivateCluster> {
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    mkdirSync(dir, { recursive: true });
    const cluster = new PrivateCluster(binaries(), dir, await freePort());
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    if (fresh)
      await cluster.run('initdb', [
        '-D',
        dir,
        '-U',
        'saola',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]);
    // A run that was interrupted may have left its server up: ours to stop, as it holds the folder.
    else if (existsSync(join(dir, 'postmaster.pid')))
      try {
        await cluster.stop();
      } catch {
        // a lock left by a crashed server: pg_ctl start sees that it is stale
      }
    await cluster.start();
    if (fresh)
      await cluster.run('createdb', ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'saola', 'saola']);
    return cluster;
  }

  /** Asynchronously: a test's server runs in this process and must keep answering while PostgreSQL stops. */
  private async run(program: string, args: string[]): Promise<void> {
    const [command, prefix] =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', join(this.bin, program)]]
        : [join(this.bin, program), []];
    await promisify(execFile)(command as string, [...(prefix as string[]), ...args]);
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    await this.run('pg_ctl', ['-D', this.dir, '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
  }

  /** Stops at once, as a crash or an operator's restart would: sessions are cut, nothing waits for them. */
  async stop(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', 'stop']);
  }

  /** Cuts every session of the application's database from the server side. */
  async terminateConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: this.url().replace(/\/saola$/, '/postgres') });
    await admin.connect();
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'saola' and pid <> pg_backend_pid()",
    );
    await admin.end();
    return result.rowCount ?? 0;
  }

  async destroy(): Promise<void> {
    try {
      await this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

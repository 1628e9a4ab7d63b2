import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;

/** OWASP's argon2id floor: 19 MiB, two passes, one lane. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** OWASP's scrypt floor, for machines where the argon2 binary cannot load: N=2^17, r=8, p=1. */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;

type Argon2 = typeof import('@node-rs/argon2');
export type Algorithm = 'argon2id' | 'scrypt';

async function loadArgon2(): Promise<Argon2 | undefined> {
  try {
    return await import('@node-rs/argon2');
  } catch {
    return undefined;
  }
}

async function scryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, SCRYPT);
  return `$scrypt$N=${SCRYPT.N},r=${SCRYPT.r},p=${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

async function scryptVerify(stored: string, password: string): Promise<boolean> {
  const [, , params, salt, key] = stored.split('$');
  const values = Object.fromEntries(
    (params ?? '').split(',').map((pair) => pair.split('=').map(String) as [string, string]),
  );
  const expected = Buffer.from(key ?? '', 'base64');
  if (!salt || expected.length === 0) return false;
  const derived = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(values.N),
    r: Number(values.r),
    p: Number(values.p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(derived, expected);
}

/**
 * Hashing is deliberately slow, so at most this many run at once and at most `maxWaiting` wait: a flood of
 * sign-ins queues here instead of taking every core from the rest of the API.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly argon2: Promise<Argon2 | undefined>;
  private dummy: Promise<string> | undefined;

  constructor(
    private readonly concurrency = Math.max(1, availableParallelism() - 1),
    private readonly maxWaiting = 256,
    prefer: Algorithm = 'argon2id',
  ) {
    this.argon2 = prefer === 'argon2id' ? loadArgon2() : Promise.resolve(undefined);
  }

  /** Which algorithm new hashes use: argon2id, or scrypt where argon2 cannot load. */
  async algorithm(): Promise<Algorithm> {
    return (await this.argon2) ? 'argon2id' : 'scrypt';
  }

  /** False when the queue is full: the caller answers "too many attempts" instead of waiting. */
  get hasRoom(): boolean {
    return this.waiting.length < this.maxWaiting;
  }

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  async hash(password: string): Promise<string> {
    const argon2 = await this.argon2;
    return this.slot(() => (argon2 ? argon2.hash(password, ARGON2) : scryptHash(password)));
  }

  /** Verifies against either kind of stored hash; a damaged one verifies as false, never throws. */
  async verify(stored: string, password: string): Promise<boolean> {
    const argon2 = await this.argon2;
    return this.slot(async () => {
      if (stored.startsWith('$scrypt$')) return scryptVerify(stored, password).catch(() => false);
      return argon2 ? argon2.verify(stored, password).catch(() => false) : false;
    });
  }

  /** Costs what a real verification costs, for unknown usernames: timing does not reveal which accounts exist. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash('no such account');
    await this.verify(await this.dummy, password);
    return false;
  }
}

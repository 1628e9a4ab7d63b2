import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id floor: 19 MiB, two passes, one lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing is deliberately slow, so at most this many run at once and at most `maxWaiting` wait: a flood of
 * sign-ins queues here instead of taking every core from the rest of the API.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency = Math.max(1, availableParallelism() - 1),
    private readonly maxWaiting = 256,
  ) {}

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

  hash(password: string): Promise<string> {
    return this.slot(() => hash(password, OPTIONS));
  }

  /** A stored hash of another kind or a damaged one verifies as false, never throws. */
  verify(stored: string, password: string): Promise<boolean> {
    return this.slot(() => verify(stored, password).catch(() => false));
  }

  private dummy: Promise<string> | undefined;

  /** Costs what a real verification costs, for unknown usernames: timing does not reveal which accounts exist. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= hash('no such account', OPTIONS);
    await this.verify(await this.dummy, password);
    return false;
  }
}

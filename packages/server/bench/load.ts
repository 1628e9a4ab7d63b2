import autocannon from 'autocannon';

export const CONNECTIONS = 32;

export interface Measured {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  headers?: Record<string, string>;
  body?: object;
  connections?: number;
}

/** autocannon on loopback: requests per second, latency percentiles in ms, and non-2xx answers as errors. */
export async function load(url: string, options: LoadOptions): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body ? { method: 'POST', body: JSON.stringify(options.body) } : {}),
  });
  return {
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The p50 and p99 of a set of durations in ms. */
export function percentiles(durations: number[]): { p50: number; p99: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

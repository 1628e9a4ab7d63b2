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

/** A bench account's access token (every bench account has the password Saola@2026), from the one device "bench". */
export async function signIn(address: string, username: string): Promise<string> {
  const response = await fetch(`${address}/Auth/User/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Saola@2026', idDevice: 'bench' }),
  });
  const { data, message } = (await response.json()) as {
    data: { accessToken: string } | null;
    message: string;
  };
  if (!data) throw new Error(`${username} cannot sign in: ${response.status} ${message}`);
  return data.accessToken;
}

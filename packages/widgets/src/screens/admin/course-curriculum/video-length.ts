/** Seconds as the author reads a video's length: `3:05`, `1:02:09`. */
export function formatLength(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A typed length (`mm:ss` or `h:mm:ss`, as YouTube shows it) in seconds; null when it is not one. */
export function parseLength(text: string): number | null {
  const match = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : null;
}

/** The part of the YouTube IFrame API player the lesson page and the curriculum editor use. */
export interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getPlaybackRate(): number;
  getPlayerState(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
  /** The editor's hidden player plays muted until the video's length is known (optional: stand-ins lack it). */
  mute?(): void;
  playVideo?(): void;
}

export interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      playerVars?: Record<string, number | string>;
      events?: {
        onReady?: (event: { target: YouTubePlayer }) => void;
        onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
        /** 2, 5, 100, 101, 150 …: see youtubeFailure in @saola/core/learning. */
        onError?: (event: { data: number; target: YouTubePlayer }) => void;
      };
    },
  ) => YouTubePlayer;
  PlayerState: { PLAYING: number; PAUSED: number; ENDED: number };
}

type YouTubeWindow = Window & { YT?: YouTubeNamespace; onYouTubeIframeAPIReady?: () => void };

/**
 * How long the page waits for the IFrame API. A network that blocks YouTube (some schools' do) may neither
 * deliver the script nor fail it, so without a limit the lesson would wait in silence for ever.
 */
export const YOUTUBE_LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<YouTubeNamespace> | null = null;

/**
 * The IFrame API, loaded once per page (a page or a test may have put a `YT` there already). It fails when the
 * script cannot be fetched or is not ready in time; the next call tries again.
 */
export function loadYouTube(timeoutMs = YOUTUBE_LOAD_TIMEOUT_MS): Promise<YouTubeNamespace> {
  const w = window as YouTubeWindow;
  if (w.YT?.Player) return Promise.resolve(w.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    // Settled once: a script that errors after the time ran out must not drop the next attempt's promise.
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('The YouTube IFrame API did not load'));
    };
    const timer = setTimeout(fail, timeoutMs);
    const previous = w.onYouTubeIframeAPIReady;
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(w.YT as YouTubeNamespace);
    };
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

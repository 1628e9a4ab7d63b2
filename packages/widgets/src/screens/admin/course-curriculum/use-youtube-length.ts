import { useEffect, useState } from 'react';
import { loadYouTube, type YouTubePlayer } from '../../shared/youtube-api';

/** How long the editor waits for YouTube's player to tell a video's length before asking the author for it. */
export const MEASURE_TIMEOUT_MS = 15_000;
const READ_EVERY_MS = 250;

export type VideoLength =
  | { state: 'idle' }
  | { state: 'measuring' }
  | { state: 'measured'; seconds: number }
  | { state: 'failed' };

/**
 * A YouTube video's length in whole seconds, as the IFrame API's player tells it: the length a lesson's
 * completion needs, so it comes from the author's player, never from a learner's. A hidden player, muted, is
 * started because getDuration() answers 0 until the video's metadata has loaded. It fails (the author types the
 * length) when YouTube is blocked, slow or refuses the video.
 */
export function useYouTubeLength(videoId: string | null): VideoLength {
  const [length, setLength] = useState<VideoLength>({ state: 'idle' });
  useEffect(() => {
    if (!videoId) {
      setLength({ state: 'idle' });
      return;
    }
    setLength({ state: 'measuring' });
    let player: YouTubePlayer | null = null;
    let reader: ReturnType<typeof setInterval> | undefined;
    let done = false;
    // Off screen rather than display:none, which some browsers never load or play.
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:fixed;left:-10000px;top:0;width:320px;height:180px';
    document.body.append(box);
    const stop = () => {
      done = true;
      clearInterval(reader);
      clearTimeout(timer);
      player?.destroy();
      player = null;
    };
    const finish = (found: VideoLength) => {
      if (done) return;
      stop();
      setLength(found);
    };
    const timer = setTimeout(() => finish({ state: 'failed' }), MEASURE_TIMEOUT_MS);
    const read = () => {
      let seconds = 0;
      try {
        seconds = player?.getDuration() ?? 0;
      } catch {
        // The real player has no methods until it is ready.
      }
      if (seconds > 0) finish({ state: 'measured', seconds: Math.max(1, Math.round(seconds)) });
    };
    loadYouTube(MEASURE_TIMEOUT_MS).then(
      (YT) => {
        if (done) return;
        const mount = document.createElement('div');
        box.append(mount);
        player = new YT.Player(mount, {
          videoId,
          playerVars: { controls: 0, playsinline: 1 },
          events: {
            onReady: ({ target }) => {
              target.mute?.();
              target.playVideo?.();
              read();
            },
            onError: () => finish({ state: 'failed' }),
          },
        });
        read();
        reader = setInterval(read, READ_EVERY_MS);
      },
      () => finish({ state: 'failed' }),
    );
    return () => {
      stop();
      box.remove();
    };
  }, [videoId]);
  return length;
}

import { type Interval, SEEK_TOLERANCE_SECONDS } from '@saola/core/learning';
import { useEffect, useRef } from 'react';
import type { WatchReporter } from './use-watch-reporter';
import { loadYouTube, type YouTubePlayer as Player } from './youtube-api';

/** How often the player's time is sampled while playing. */
export const SAMPLE_EVERY_MS = 1000;

export interface YouTubePlayerProps {
  videoId: string;
  title: string;
  start: number;
  furthest: number;
  seekRestricted: boolean;
  reporter: WatchReporter;
  onSeekBlocked: () => void;
}

/**
 * A YouTube lesson through the IFrame API. The API tells nothing of what was watched, so the player's time
 * is sampled each second while playing: a sample following the previous one at about the playback rate
 * extends the current stretch; a jump starts a new one.
 */
export function YouTubeLessonPlayer({
  videoId,
  title,
  start,
  furthest,
  seekRestricted,
  reporter,
  onSeekBlocked,
}: YouTubePlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const live = useRef({ reporter, onSeekBlocked, seekRestricted });
  live.current = { reporter, onSeekBlocked, seekRestricted };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let player: Player | null = null;
    let sampler: ReturnType<typeof setInterval> | null = null;
    let cancelled = false;
    const stretches: Interval[] = [];
    let last: number | null = null;
    let reach = Math.max(furthest, 0);

    const sample = () => {
      if (!player) return;
      const now = player.getCurrentTime();
      const rate = player.getPlaybackRate() || 1;
      const { reporter: report, seekRestricted: restricted, onSeekBlocked: blocked } = live.current;
      if (restricted && now > reach + SEEK_TOLERANCE_SECONDS) {
        player.seekTo(reach, true);
        blocked();
        last = null;
        return;
      }
      const current = stretches.at(-1);
      if (last !== null && current && now >= last && now - last <= (SAMPLE_EVERY_MS / 1000) * rate * 2 + 0.5)
        current[1] = now;
      else stretches.push([now, now]);
      last = now;
      reach = Math.max(reach, now);
      report.played(stretches);
      report.moved(now, rate, player.getDuration());
    };

    void loadYouTube().then((YT) => {
      if (cancelled) return;
      const mount = document.createElement('div');
      element.replaceChildren(mount);
      player = new YT.Player(mount, {
        videoId,
        playerVars: { start: Math.floor(start), rel: 0, modestbranding: 1, playsinline: 1 },
        events: {
          onStateChange: ({ data }) => {
            const playing = data === YT.PlayerState.PLAYING;
            if (sampler) clearInterval(sampler);
            sampler = null;
            if (playing) {
              last = null;
              sample();
              sampler = setInterval(sample, SAMPLE_EVERY_MS);
            } else sample();
            live.current.reporter.playing(playing);
          },
        },
      });
    });
    return () => {
      cancelled = true;
      if (sampler) clearInterval(sampler);
      player?.destroy();
    };
  }, [videoId, start, furthest]);

  return (
    <div
      ref={host}
      title={title}
      className="aspect-video w-full overflow-hidden rounded-lg bg-black [&_iframe]:size-full"
    />
  );
}

import { type Interval, SEEK_TOLERANCE_SECONDS, youtubeFailure } from '@saola/core/learning';
import { useEffect, useRef } from 'react';
import { loadYouTube, type YouTubePlayer as Player } from '../../shared/youtube-api';
import { useVideoFailure } from './use-video-failure';
import type { WatchReporter } from './use-watch-reporter';
import { VideoLoadFailed } from './video-load-failed';

/** How often the player's time is sampled while playing. */
export const SAMPLE_EVERY_MS = 1000;

export interface YouTubePlayerProps {
  idLesson: number;
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
 * extends the current stretch; a jump starts a new one. A video that cannot be played (the API blocked or
 * late, the player's error) is said so, with why, reported for the teacher, and offered again.
 */
export function YouTubeLessonPlayer({
  idLesson,
  videoId,
  title,
  start,
  furthest,
  seekRestricted,
  reporter,
  onSeekBlocked,
}: YouTubePlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const video = useVideoFailure(idLesson);
  const live = useRef({ reporter, onSeekBlocked, seekRestricted, failed: video.failed });
  live.current = { reporter, onSeekBlocked, seekRestricted, failed: video.failed };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (a new attempt) loads the player again
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

    loadYouTube().then(
      (YT) => {
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
            onError: ({ data }) => {
              if (sampler) clearInterval(sampler);
              sampler = null;
              live.current.failed({ reason: youtubeFailure(data), code: data });
            },
          },
        });
      },
      () => {
        if (!cancelled) live.current.failed({ reason: 'noApi' });
      },
    );
    return () => {
      cancelled = true;
      if (sampler) clearInterval(sampler);
      player?.destroy();
    };
  }, [videoId, start, furthest, video.attempt]);

  return (
    <>
      {video.failure && <VideoLoadFailed failure={video.failure} told={video.told} onRetry={video.retry} />}
      <div
        ref={host}
        title={title}
        hidden={video.failure !== null}
        className="aspect-video w-full overflow-hidden rounded-lg bg-black [&_iframe]:size-full"
      />
    </>
  );
}

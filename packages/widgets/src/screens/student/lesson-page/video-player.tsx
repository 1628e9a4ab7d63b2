import type { LessonMedia } from '@saola/core/api';
import { type Interval, SEEK_TOLERANCE_SECONDS } from '@saola/core/learning';
import { useEffect, useRef } from 'react';
import { useT } from '../../../runtime/i18n';
import type { WatchReporter } from './use-watch-reporter';

export interface VideoPlayerProps {
  media: LessonMedia;
  title: string;
  /** Where to resume and how far the learner has reached. */
  start: number;
  furthest: number;
  seekRestricted: boolean;
  reporter: WatchReporter;
  onSeekBlocked: () => void;
}

function playedRanges(video: HTMLVideoElement): Interval[] {
  const ranges: Interval[] = [];
  for (let i = 0; i < video.played.length; i++) ranges.push([video.played.start(i), video.played.end(i)]);
  return ranges;
}

/** An uploaded video: HLS where transcoded (hls.js, or natively in Safari), else the original MP4. */
export function VideoPlayer({
  media,
  title,
  start,
  furthest,
  seekRestricted,
  reporter,
  onSeekBlocked,
}: VideoPlayerProps) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const reach = useRef(Math.max(furthest, 0));

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy: (() => void) | undefined;
    // The chunk may arrive after the lesson changed or closed: a late player would load a video nobody sees.
    let gone = false;
    const native = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    if (media.hlsUrl && !native) {
      // hls.js comes only with a transcoded video, in its own chunk.
      void import('hls.js').then(({ default: Hls }) => {
        if (gone) return;
        if (!Hls.isSupported()) {
          video.src = media.mp4Url;
          return;
        }
        const hls = new Hls();
        hls.loadSource(media.hlsUrl as string);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      });
    } else video.src = media.hlsUrl && native ? media.hlsUrl : media.mp4Url;
    return () => {
      gone = true;
      destroy?.();
    };
  }, [media]);

  return (
    // biome-ignore lint/a11y/useMediaCaption: lessons are uploaded by teachers without caption files
    <video
      ref={ref}
      controls
      playsInline
      preload="metadata"
      poster={media.posterUrl ?? undefined}
      aria-label={title}
      className="aspect-video w-full rounded-lg bg-black"
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        if (start > 0 && start < video.duration - 1) video.currentTime = start;
        reporter.moved(video.currentTime, video.playbackRate, video.duration);
      }}
      onTimeUpdate={(event) => {
        const video = event.currentTarget;
        if (!video.seeking && video.currentTime <= reach.current + SEEK_TOLERANCE_SECONDS)
          reach.current = Math.max(reach.current, video.currentTime);
        reporter.played(playedRanges(video));
        reporter.moved(video.currentTime, video.playbackRate, video.duration);
      }}
      onSeeking={(event) => {
        const video = event.currentTarget;
        if (seekRestricted && video.currentTime > reach.current + SEEK_TOLERANCE_SECONDS) {
          video.currentTime = reach.current;
          onSeekBlocked();
        }
      }}
      onPlay={() => reporter.playing(true)}
      onPause={() => reporter.playing(false)}
      onEnded={() => reporter.playing(false)}
    >
      {t('learning.videoUnavailable')}
    </video>
  );
}

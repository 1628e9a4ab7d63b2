import ArrowRightStartOnRectangleIcon from '@heroicons/react/24/outline/ArrowRightStartOnRectangleIcon';
import MicrophoneIcon from '@heroicons/react/24/outline/MicrophoneIcon';
import VideoCameraIcon from '@heroicons/react/24/outline/VideoCameraIcon';
import VideoCameraSlashIcon from '@heroicons/react/24/outline/VideoCameraSlashIcon';
import type { JoinReply } from '@saola/core/api';
import { useEffect, useRef } from 'react';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import type { Peer } from './room-connection';
import { useLiveRoom } from './use-live-room';

function Tile({
  peer,
  showVideo,
}: {
  peer: Peer;
  showVideo: (identity: string, element: HTMLVideoElement) => () => void;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!peer.camera || !video.current) return;
    return showVideo(peer.identity, video.current);
  }, [peer.camera, peer.identity, showVideo]);
  const name = peer.local ? t('live.you', { name: peer.name }) : peer.name;
  return (
    <li
      className={`relative flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-gray-900 text-white ${peer.speaking ? 'ring-4 ring-brand-500' : ''}`}
    >
      {peer.camera ? (
        <video ref={video} autoPlay playsInline muted={peer.local} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true" className="text-3xl font-semibold">
          {peer.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className="absolute start-2 bottom-2 flex items-center gap-1 rounded bg-black/60 px-2 py-0.5 text-sm">
        {!peer.microphone && <span className="sr-only">{t('live.muted')}</span>}
        {name}
      </span>
    </li>
  );
}

/**
 * The class's video room in the page: everyone in it (camera or initial, who is speaking), the learner's own
 * microphone and camera (where the class lets her publish one), leaving and coming back.
 */
export function LiveRoom({ room }: { room: JoinReply }) {
  const t = useT();
  const audio = useRef<HTMLDivElement>(null);
  const live = useLiveRoom(room, audio);
  return (
    <div className="flex flex-col gap-3">
      <div ref={audio} hidden />
      {live.phase === 'connecting' && (
        <p role="status" className="text-sm text-muted">
          {t('live.roomConnecting')} {t('live.videoServer', { url: room.url })}
        </p>
      )}
      {live.phase === 'failed' && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-red-600">
            {t('live.roomFailed')}
          </p>
          <Button variant="secondary" onClick={live.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {(live.phase === 'left' || live.phase === 'ended') && (
        <div className="flex flex-col items-start gap-2">
          <p role="status" className="text-ink">
            {t(live.phase === 'left' ? 'live.left' : 'live.roomEnded')}
          </p>
          {live.phase === 'left' && <Button onClick={live.retry}>{t('live.rejoin')}</Button>}
        </div>
      )}
      {live.phase === 'connected' && (
        <>
          <ul
            aria-label={t('live.inRoom', { count: live.peers.length })}
            className="grid gap-2 sm:grid-cols-2"
          >
            {live.peers.map((peer) => (
              <Tile key={peer.identity} peer={peer} showVideo={live.showVideo} />
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => live.setMicrophone(!live.microphone)}>
              <MicrophoneIcon className="size-5" aria-hidden="true" />
              {t(live.microphone ? 'live.microphoneOff' : 'live.microphoneOn')}
            </Button>
            {room.camera && (
              <Button variant="secondary" onClick={() => live.setCamera(!live.camera)}>
                {live.camera ? (
                  <VideoCameraSlashIcon className="size-5" aria-hidden="true" />
                ) : (
                  <VideoCameraIcon className="size-5" aria-hidden="true" />
                )}
                {t(live.camera ? 'live.cameraOff' : 'live.cameraOn')}
              </Button>
            )}
            <Button variant="danger" onClick={live.leave}>
              <ArrowRightStartOnRectangleIcon className="size-5" aria-hidden="true" />
              {t('live.leave')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

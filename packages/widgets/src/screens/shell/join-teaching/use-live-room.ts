import type { JoinReply } from '@saola/core/api';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Peer, RoomConnection } from './room-connection';

export type RoomPhase = 'connecting' | 'connected' | 'failed' | 'left' | 'ended';

/**
 * The LiveKit room of a join reply, connected in the page: livekit-client arrives with the connection module,
 * loaded here on demand. Leaving the page leaves the room.
 */
export function useLiveRoom(room: JoinReply, audio: RefObject<HTMLElement | null>) {
  const [phase, setPhase] = useState<RoomPhase>('connecting');
  const [peers, setPeers] = useState<Peer[]>([]);
  const [attempt, setAttempt] = useState(0);
  const connection = useRef<RoomConnection | null>(null);
  const { url, token, camera, dingDong } = room;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how retry asks for a new connection
  useEffect(() => {
    if (!token) return;
    let gone = false;
    setPhase('connecting');
    (async () => {
      try {
        const { connectRoom } = await import('./room-connection');
        const joined = await connectRoom({
          url,
          token,
          camera,
          dingDong,
          audio: audio.current ?? document.createElement('div'),
          onChange: () => {
            if (!gone && connection.current) setPeers(connection.current.peers());
          },
          onEnded: () => {
            if (gone) return;
            connection.current = null;
            setPhase('ended');
          },
        });
        if (gone) return void joined.leave();
        connection.current = joined;
        setPeers(joined.peers());
        setPhase('connected');
      } catch {
        if (!gone) setPhase('failed');
      }
    })();
    return () => {
      gone = true;
      void connection.current?.leave();
      connection.current = null;
    };
  }, [attempt, url, token, camera, dingDong, audio]);

  const me = peers.find((p) => p.local);
  return {
    phase,
    peers,
    microphone: me?.microphone ?? false,
    camera: me?.camera ?? false,
    showVideo: useCallback(
      (identity: string, element: HTMLVideoElement) =>
        connection.current?.showVideo(identity, element) ?? (() => undefined),
      [],
    ),
    setMicrophone: (on: boolean) => connection.current?.setMicrophone(on),
    setCamera: (on: boolean) => connection.current?.setCamera(on),
    leave: async () => {
      const leaving = connection.current;
      connection.current = null;
      setPhase('left');
      await leaving?.leave();
    },
    /** Connects again (after a failure, or to come back after leaving while the token lasts). */
    retry: () => setAttempt((n) => n + 1),
  };
}

import { type Participant, Room, RoomEvent, Track } from 'livekit-client';

/**
 * The only module that imports livekit-client (519 kB minified, 139 kB gzip): the join page loads it with a
 * dynamic import once the server has handed a room token, so it is a chunk of its own that no other page
 * fetches. Tests replace this module whole. livekit-client is held at 2.22.0: from 2.22.1 it depends on
 * machina 7, whose engines field asks for Node ≥ 22.22, which the workspace's engine-strict refuses on Node 20.
 */

export interface Peer {
  identity: string;
  name: string;
  local: boolean;
  camera: boolean;
  microphone: boolean;
  speaking: boolean;
}

export interface RoomConnection {
  peers(): Peer[];
  /** Shows the peer's screen share, else camera, in `element`; the returned function takes it back. */
  showVideo(identity: string, element: HTMLVideoElement): () => void;
  setMicrophone(on: boolean): Promise<void>;
  setCamera(on: boolean): Promise<void>;
  leave(): Promise<void>;
}

export interface RoomOptions {
  url: string;
  token: string;
  /** May this participant publish a camera (the token's grant says the same). */
  camera: boolean;
  /** A short chime when someone comes in. */
  dingDong: boolean;
  /** Where the others' audio elements go (they play while attached). */
  audio: HTMLElement;
  /** Anything about the room changed: who is in, their camera, microphone, speaking. */
  onChange: () => void;
  /** The room closed or the connection was lost for good. */
  onEnded: () => void;
}

function chime() {
  const context = new AudioContext();
  const tone = context.createOscillator();
  const gain = context.createGain();
  tone.frequency.setValueAtTime(880, context.currentTime);
  tone.frequency.setValueAtTime(660, context.currentTime + 0.18);
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.5);
  tone.connect(gain).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + 0.5);
  tone.onended = () => void context.close();
}

const peerOf = (p: Participant, local: boolean): Peer => ({
  identity: p.identity,
  name: p.name || p.identity,
  local,
  camera: p.isCameraEnabled || p.isScreenShareEnabled,
  microphone: p.isMicrophoneEnabled,
  speaking: p.isSpeaking,
});

export async function connectRoom(options: RoomOptions): Promise<RoomConnection> {
  const room = new Room({ adaptiveStream: true, dynacast: true });
  let leaving = false;
  const changed = () => options.onChange();
  room
    .on(RoomEvent.ParticipantConnected, () => {
      if (options.dingDong) chime();
      changed();
    })
    .on(RoomEvent.ParticipantDisconnected, changed)
    .on(RoomEvent.TrackSubscribed, (track) => {
      if (track.kind === Track.Kind.Audio) options.audio.append(track.attach());
      changed();
    })
    .on(RoomEvent.TrackUnsubscribed, (track) => {
      for (const element of track.detach()) element.remove();
      changed();
    })
    .on(RoomEvent.TrackMuted, changed)
    .on(RoomEvent.TrackUnmuted, changed)
    .on(RoomEvent.LocalTrackPublished, changed)
    .on(RoomEvent.LocalTrackUnpublished, changed)
    .on(RoomEvent.ActiveSpeakersChanged, changed)
    .on(RoomEvent.Disconnected, () => {
      if (!leaving) options.onEnded();
    });
  await room.connect(options.url, options.token);
  // Microphone first, camera where the class allows it; a refused device leaves the learner listening.
  await room.localParticipant.setMicrophoneEnabled(true).catch(() => undefined);
  if (options.camera) await room.localParticipant.setCameraEnabled(true).catch(() => undefined);
  changed();
  const participant = (identity: string): Participant | undefined =>
    identity === room.localParticipant.identity
      ? room.localParticipant
      : room.remoteParticipants.get(identity);
  return {
    peers: () => [
      peerOf(room.localParticipant, true),
      ...[...room.remoteParticipants.values()].map((p) => peerOf(p, false)),
    ],
    showVideo(identity, element) {
      const p = participant(identity);
      const track = (
        p?.getTrackPublication(Track.Source.ScreenShare) ?? p?.getTrackPublication(Track.Source.Camera)
      )?.track;
      if (!track) return () => undefined;
      track.attach(element);
      return () => track.detach(element);
    },
    async setMicrophone(on) {
      await room.localParticipant.setMicrophoneEnabled(on);
      changed();
    },
    async setCamera(on) {
      await room.localParticipant.setCameraEnabled(on);
      changed();
    },
    async leave() {
      leaving = true;
      await room.disconnect();
    },
  };
}

import VideoCameraIcon from '@heroicons/react/24/outline/VideoCameraIcon';
import type { JoinReply } from '@saola/core/api';
import { displayDateTime, schoolTime } from '@saola/core/dates';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { fieldErrorsOf } from '../../../ui/form/use-form';
import { TextField } from '../../../ui/text-field/text-field';
import { LiveRoom } from './live-room';

export interface JoinTeachingProps {
  /** The live class or meeting to join. */
  id: number;
}

/**
 * "Join class": asks the server for the open session's room (a passcode first when the class has one). The
 * server hands a per-user token only while the session is open and only to its participants, and it records
 * attendance itself (from the video server's signed events, or from this join where the class only has an
 * external meeting link): nothing this page does can mark anyone present. With the school's LiveKit server
 * the room opens in the page; without it, the external meeting link.
 */
export function JoinTeaching({ id }: JoinTeachingProps) {
  const t = useT();
  const { api } = useSaola();
  const [passcode, setPasscode] = useState('');
  const [passcodeError, setPasscodeError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [room, setRoom] = useState<JoinReply | null>(null);

  const join = async () => {
    setBusy(true);
    setProblem(null);
    setPasscodeError(undefined);
    const reply = await api.teaching.join(
      { id, ...(passcode.trim() ? { passcode: passcode.trim() } : {}) },
      { quiet: true },
    );
    setBusy(false);
    if (!reply.error && reply.data) {
      setRoom(reply.data);
      return;
    }
    const field = fieldErrorsOf(reply)?.find((e) => e.field === 'passcode');
    if (field) setPasscodeError(field.message);
    else setProblem(reply.message || t('liveError.cannotJoin'));
  };

  if (room)
    return (
      <section
        aria-labelledby="saola-live-room"
        className="mx-auto flex w-full max-w-5xl flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
      >
        <h1 id="saola-live-room" className="text-xl font-semibold text-ink">
          {room.className}
        </h1>
        <p className="text-sm text-muted">
          {displayDateTime(room.startsAt)} – {schoolTime(room.endsAt)}
        </p>
        {room.mode === 'link' ? (
          <>
            <p className="text-ink">{t('live.linkJoined')}</p>
            <a
              href={room.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-2 rounded-lg bg-brand px-4 py-2 font-medium text-white"
            >
              <VideoCameraIcon className="size-5" aria-hidden="true" />
              {t('live.openMeeting')}
            </a>
          </>
        ) : (
          <>
            <p className="text-sm text-muted" data-room={room.roomName}>
              {t('live.roomReady', { time: displayDateTime(room.expiresAt) })}
            </p>
            <LiveRoom room={room} />
          </>
        )}
      </section>
    );

  return (
    <section
      aria-labelledby="saola-live-join"
      className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <h1 id="saola-live-join" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <VideoCameraIcon className="size-6" aria-hidden="true" />
        {t('route.teachingJoin')}
      </h1>
      <p className="text-sm text-muted">{t('live.joinHint')}</p>
      <TextField
        label={t('live.passcode')}
        name="passcode"
        maxLength={50}
        value={passcode}
        onChange={(value) => setPasscode(value ?? '')}
        error={passcodeError}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <Button busy={busy} onClick={join}>
        {t('live.join')}
      </Button>
    </section>
  );
}

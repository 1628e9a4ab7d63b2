import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import VideoCameraIcon from '@heroicons/react/24/outline/VideoCameraIcon';
import type { JoinInfo, JoinReply } from '@saola/core/api';
import { displayDateTime, schoolTime } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { isAdminArea, session } from '@saola/core/session';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { fieldErrorsOf } from '../../../ui/form/use-form';
import { Spinner } from '../../../ui/progress/progress';
import { TextField } from '../../../ui/text-field/text-field';
import { LiveRoom } from './live-room';

export interface JoinTeachingProps {
  /** The live class or meeting to join. */
  id: number;
  onNavigate?: ((to: string) => void) | undefined;
}

const STATE_TEXT = {
  open: 'live.joinOpen',
  upcoming: 'live.joinUpcoming',
  ended: 'live.joinEnded',
  canceled: 'live.joinCanceled',
} as const;

/** Back to where this caller finds her live classes: the teaching list for staff, the learner's class list. */
function BackLink({ onNavigate }: { onNavigate?: ((to: string) => void) | undefined }) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  const to = isAdminArea(session.user) ? pathTo('teachingList') : pathTo('liveClassList');
  return (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        go(to);
      }}
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      {t('live.backToClasses')}
    </a>
  );
}

/** What the class's state says before joining: open now, when it opens, or that nothing is left to join. */
function StateText({ info }: { info: JoinInfo }) {
  const t = useT();
  const time = info.startsAt ? displayDateTime(info.startsAt) : '';
  return (
    <p role="status" className="text-sm text-muted">
      {t(STATE_TEXT[info.state], { time })}
    </p>
  );
}

/**
 * "Join class": asks the server for the open session's room (a passcode first when the class has one). The
 * server hands a per-user token only while the session is open and only to its participants, and it records
 * attendance itself (from the video server's signed events, or from this join where the class only has an
 * external meeting link): nothing this page does can mark anyone present. With the school's LiveKit server
 * the room opens in the page; without it, the external meeting link.
 */
export function JoinTeaching({ id, onNavigate }: JoinTeachingProps) {
  const t = useT();
  const { api } = useSaola();
  const info = useReply((api) => api.teaching.joinInfo({ id }, { quiet: true }), [id]);
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
    <div className="mx-auto flex w-full max-w-md flex-col gap-3">
      <BackLink onNavigate={onNavigate} />
      <section
        aria-labelledby="saola-live-join"
        className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
      >
        <h1 id="saola-live-join" className="flex items-center gap-2 text-xl font-semibold text-ink">
          <VideoCameraIcon className="size-6" aria-hidden="true" />
          {info.data?.className ?? t('route.teachingJoin')}
        </h1>
        {info.failure ? (
          <LoadFailed failure={info.failure} onRetry={info.reload} />
        ) : !info.data ? (
          <Spinner />
        ) : (
          <>
            {info.data.startsAt && info.data.endsAt && (
              <p className="text-sm text-ink">
                {displayDateTime(info.data.startsAt)} – {schoolTime(info.data.endsAt)}
              </p>
            )}
            <StateText info={info.data} />
            {info.data.passcode && (
              <TextField
                label={t('live.passcode')}
                name="passcode"
                required
                maxLength={50}
                value={passcode}
                onChange={(value) => setPasscode(value ?? '')}
                error={passcodeError}
              />
            )}
            {problem && (
              <p role="alert" className="text-sm text-red-600">
                {problem}
              </p>
            )}
            {(info.data.state === 'open' || info.data.state === 'upcoming') && (
              <Button busy={busy} disabled={info.data.state !== 'open'} onClick={join}>
                {t('live.join')}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

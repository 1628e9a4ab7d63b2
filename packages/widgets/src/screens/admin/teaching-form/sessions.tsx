import { contract, type LiveClass, type LiveSession } from '@saola/core/api';
import { displayDateTime, schoolDay, schoolTime } from '@saola/core/dates';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { Confirm } from '../../../ui/dialog/dialog';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { useSaveForm } from '../../../ui/form/use-form';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { TimeInput } from '../../../ui/time-input/time-input';

/** A new day and times, at the school's clock, for one session that has not opened. */
function MoveDialog({
  session,
  onClose,
  onSaved,
}: {
  session: LiveSession;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm({
    initial: {
      id: session.id,
      date: schoolDay(session.startsAt) as string | undefined,
      startTime: schoolTime(session.startsAt) as string | undefined,
      endTime: schoolTime(session.endsAt) as string | undefined,
    },
    struct: contract.teaching.moveSession.payload,
    save: (values) => api.teaching.moveSession(values),
    onSaved,
  });
  return (
    <FormDialog
      title={t('live.moveSessionOf', { when: displayDateTime(session.startsAt) })}
      onClose={onClose}
      submit={form.submit}
      submitting={form.submitting}
    >
      <DatePicker label={t('live.date')} required {...form.field('date')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeInput label={t('live.startTime')} required {...form.field('startTime')} />
        <TimeInput label={t('live.endTime')} required {...form.field('endTime')} />
      </div>
    </FormDialog>
  );
}

/** A class's sessions, in time order: one still to come may be moved, one not yet ended cancelled. */
export function Sessions({ item, onChanged }: { item: LiveClass; onChanged: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const [round, setRound] = useState(0);
  const [canceling, setCanceling] = useState<LiveSession | null>(null);
  const [moving, setMoving] = useState<LiveSession | null>(null);
  const changed = () => {
    setRound((r) => r + 1);
    onChanged();
  };
  return (
    <section aria-labelledby="saola-live-sessions" className="flex flex-col gap-2">
      <h2 id="saola-live-sessions" className="font-semibold text-ink">
        {t('live.sessions')}
      </h2>
      <p className="text-sm text-muted">
        {t('live.joinLink')}: <code>{item.joinPath}</code>
      </p>
      <DataTable<LiveSession>
        label={t('live.sessions')}
        empty={t('live.noSessions')}
        refresh={round}
        load={(query) => api.teaching.sessions({ ...query, id: item.id })}
        columns={[
          { key: 'startsAt', header: t('live.startsAt'), cell: (s) => displayDateTime(s.startsAt) },
          { key: 'endsAt', header: t('live.endsAt'), cell: (s) => displayDateTime(s.endsAt) },
          { key: 'joined', header: t('live.joined'), cell: (s) => String(s.joined) },
          { key: 'status', header: t('live.status'), cell: (s) => <StatusBadge status={s.status} /> },
        ]}
        rowActions={(s) =>
          s.status === 'notOpen' || s.status === 'opening' ? (
            <>
              {s.status === 'notOpen' && (
                <Button variant="ghost" onClick={() => setMoving(s)}>
                  {t('live.moveSession')}
                </Button>
              )}
              <Button variant="ghost" onClick={() => setCanceling(s)}>
                {t('live.cancelSession')}
              </Button>
            </>
          ) : null
        }
      />
      {moving && (
        <MoveDialog
          session={moving}
          onClose={() => setMoving(null)}
          onSaved={() => {
            setMoving(null);
            changed();
          }}
        />
      )}
      <Confirm
        open={canceling !== null}
        danger
        title={t('live.cancelSession')}
        confirmLabel={t('live.cancelSession')}
        onCancel={() => setCanceling(null)}
        onConfirm={async () => {
          if (!canceling) return;
          const reply = await api.teaching.cancelSession({ id: canceling.id });
          setCanceling(null);
          if (!reply.error) changed();
        }}
      >
        {canceling ? t('live.cancelSessionAsk', { when: displayDateTime(canceling.startsAt) }) : ''}
      </Confirm>
    </section>
  );
}

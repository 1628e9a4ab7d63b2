import { OUTBOX_LIMIT, type OutboxMail } from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../../ui/data-table/use-data-table';
import { Dialog } from '../../../ui/dialog/dialog';

/**
 * One kept mail. Its HTML came from templates and notices the school wrote, so it is shown in a frame with
 * every sandbox permission withheld: no script runs, no form posts, no link opens the page around it.
 */
function MailView({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <Dialog open={mail !== null} onClose={onClose} title={mail?.subject ?? ''}>
      {mail && (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t('settings.outboxTo')}</dt>
            <dd className="break-all text-ink">{mail.to}</dd>
            <dt className="text-muted">{t('settings.outboxTime')}</dt>
            <dd className="text-ink">{dateTime(mail.createdAt)}</dd>
          </dl>
          <iframe
            title={t('settings.outboxMailBody')}
            sandbox=""
            srcDoc={mail.html}
            className="h-80 w-full rounded-control border border-line bg-white"
          />
        </div>
      )}
    </Dialog>
  );
}

/** The mails the school kept instead of sending while it had no mail server, newest first; each opens. */
export function MailOutbox() {
  const t = useT();
  const { api } = useSaola();
  const { dateTime } = useFormat();
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const load: Load<OutboxMail> = useCallback(
    (query: TableQuery) => api.mailOutbox.list(query as never),
    [api],
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.settingMailOutbox')}</h1>
      <p className="text-sm text-muted">{t('settings.outboxIntro', { limit: OUTBOX_LIMIT })}</p>
      <DataTable<OutboxMail>
        label={t('route.settingMailOutbox')}
        empty={t('settings.outboxEmpty')}
        load={load}
        inUrl
        columns={[
          {
            key: 'time',
            header: t('settings.outboxTime'),
            sort: 'createdAt',
            cell: (m) => dateTime(m.createdAt),
          },
          {
            key: 'to',
            header: t('settings.outboxTo'),
            cell: (m) => <span className="break-all">{m.to}</span>,
          },
          { key: 'subject', header: t('settings.outboxSubject'), cell: (m) => m.subject },
        ]}
        rowActions={(m) => (
          <Button
            variant="secondary"
            onClick={() => setOpen(m)}
            aria-label={`${t('settings.outboxOpen')}: ${m.subject}`}
          >
            {t('settings.outboxOpen')}
          </Button>
        )}
      />
      <MailView mail={open} onClose={() => setOpen(null)} />
    </div>
  );
}

import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import NoSymbolIcon from '@heroicons/react/24/outline/NoSymbolIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import { CERTIFICATE_STATUSES, type Certificate, type CertificateStatus } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { allows } from '@saola/core/session';
import { useCallback, useMemo, useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../../ui/data-table/use-data-table';
import { Dialog } from '../../../ui/dialog/dialog';
import { Select } from '../../../ui/select/select';
import { Textarea } from '../../../ui/textarea/textarea';
import {
  CERTIFICATE_STATUS_LABEL,
  CertificateStatusBadge,
  downloadCertificate,
  verifyHref,
} from '../../shared/certificate';
import { IssueDialog } from './issue-dialog';

function RevokeDialog({
  certificate,
  onClose,
}: {
  certificate: Certificate;
  onClose: (done: boolean) => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const revoke = async () => {
    if (!reason.trim()) return setError(t('validation.required'));
    const reply = await api.certificate.revoke({ id: certificate.id, reason: reason.trim() });
    if (reply.error) return setError(reply.message);
    onClose(true);
  };
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => onClose(false)}
      title={t('certificateList.revokeTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={revoke}>
            {t('certificateList.revoke')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink">
          {t('certificateList.revokeText', { code: certificate.code, name: certificate.learnerName })}
        </p>
        <Textarea
          name="reason"
          label={t('certificateList.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={setReason}
          error={error}
        />
      </div>
    </Dialog>
  );
}

/**
 * Every certificate the school issued (those of her courses for a teacher with a personal scope): search,
 * filter by status, issue by hand, download, revoke with a reason.
 */
export function IssuedList() {
  const t = useT();
  const { api, client } = useSaola();
  const { user } = useSession();
  const canRevoke = Boolean(user && allows(api.certificate.revoke.access, user));
  const canIssue = Boolean(user && allows(api.certificate.issue.access, user));
  const [issuing, setIssuing] = useState(false);
  const [status, setStatus] = useState<CertificateStatus | null>(null);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [refresh, setRefresh] = useState(0);
  const filters = useMemo(() => (status ? { status } : {}), [status]);
  const load: Load<Certificate> = useCallback(
    (query: TableQuery) => api.certificate.list(query as never),
    [api],
  );
  const download = async (certificate: Certificate) => {
    if (!(await downloadCertificate(client, certificate)))
      client.notices.toast('error', t('certificateList.downloadFailed'));
  };
  const statusOptions = CERTIFICATE_STATUSES.map((value) => ({
    id: value,
    text: t(CERTIFICATE_STATUS_LABEL[value]),
  }));
  return (
    <>
      <DataTable<Certificate>
        label={t('certificateTemplate.tabIssued')}
        empty={t('certificateList.empty')}
        load={load}
        filters={filters}
        refresh={refresh}
        filterBar={
          <>
            <div className="w-56">
              <Select
                label={t('certificateList.status')}
                name="status"
                placeholder={t('certificateList.allStatuses')}
                options={statusOptions}
                value={statusOptions.find((option) => option.id === status) ?? null}
                onChange={(option) => setStatus((option?.id as CertificateStatus | undefined) ?? null)}
              />
            </div>
            {canIssue && (
              <Button onClick={() => setIssuing(true)}>
                <PlusIcon aria-hidden className="size-4" />
                {t('certificateList.issue')}
              </Button>
            )}
          </>
        }
        columns={[
          {
            key: 'learner',
            header: t('certificateList.learner'),
            sort: 'learnerName',
            cell: (c) => <span className="font-medium text-ink">{c.learnerName}</span>,
          },
          {
            key: 'course',
            header: t('certificateList.course'),
            sort: 'courseName',
            cell: (c) => c.courseName,
          },
          {
            key: 'code',
            header: t('certificateList.code'),
            cell: (c) => (
              <a
                href={verifyHref(c.code)}
                target="_blank"
                rel="noreferrer"
                className="font-mono text-sm text-brand-700 hover:underline"
              >
                {c.code}
              </a>
            ),
          },
          {
            key: 'issuedAt',
            header: t('certificateList.issuedAt'),
            sort: 'issuedAt',
            cell: (c) => displayDate(c.issuedAt),
          },
          {
            key: 'status',
            header: t('certificateList.status'),
            cell: (c) => (
              <span className="flex flex-col gap-0.5">
                <CertificateStatusBadge status={c.status} />
                {c.revokeReason && <span className="text-xs text-muted">{c.revokeReason}</span>}
              </span>
            ),
          },
        ]}
        rowActions={(c) => (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              onClick={() => download(c)}
              aria-label={`${t('certificateList.download')}: ${c.learnerName}`}
            >
              <ArrowDownTrayIcon aria-hidden className="size-4" />
            </Button>
            {canRevoke && c.status === 'valid' && (
              <Button
                variant="ghost"
                onClick={() => setRevoking(c)}
                aria-label={`${t('certificateList.revoke')}: ${c.learnerName}`}
              >
                <NoSymbolIcon aria-hidden className="size-4 text-danger" />
              </Button>
            )}
          </div>
        )}
      />
      {issuing && (
        <IssueDialog
          onClose={() => setIssuing(false)}
          onIssued={() => {
            setIssuing(false);
            setRefresh((n) => n + 1);
          }}
        />
      )}
      {revoking && (
        <RevokeDialog
          certificate={revoking}
          onClose={(done) => {
            setRevoking(null);
            if (done) setRefresh((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

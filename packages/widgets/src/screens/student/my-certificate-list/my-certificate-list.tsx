import AcademicCapIcon from '@heroicons/react/24/outline/AcademicCapIcon';
import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import type { Certificate } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useCallback, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../../ui/data-table/use-data-table';
import { CertificateStatusBadge, downloadCertificate, verifyHref } from '../../shared/certificate';

/** The learner's certificates: course, date, code and status; download the PDF, open the public check. */
export function MyCertificateList() {
  const t = useT();
  const { api, client } = useSaola();
  const [busy, setBusy] = useState<number | null>(null);
  const load: Load<Certificate> = useCallback(
    (query: TableQuery) => api.certificate.mine(query as never),
    [api],
  );
  const download = async (certificate: Certificate) => {
    setBusy(certificate.id);
    const done = await downloadCertificate(client, certificate);
    setBusy(null);
    if (!done) client.notices.toast('error', t('certificateList.downloadFailed'));
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <AcademicCapIcon aria-hidden className="size-6 text-brand-700" />
        {t('route.myCertificates')}
      </h1>
      <DataTable<Certificate>
        label={t('route.myCertificates')}
        empty={t('certificateList.mineEmpty')}
        load={load}
        columns={[
          {
            key: 'course',
            header: t('certificateList.course'),
            sort: 'courseName',
            cell: (c) => <span className="font-medium text-ink">{c.courseName}</span>,
          },
          {
            key: 'issuedAt',
            header: t('certificateList.issuedAt'),
            sort: 'issuedAt',
            cell: (c) => displayDate(c.issuedAt),
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
                aria-label={`${t('certificateList.verifyLink')}: ${c.code}`}
              >
                {c.code}
              </a>
            ),
          },
          {
            key: 'status',
            header: t('certificateList.status'),
            cell: (c) => <CertificateStatusBadge status={c.status} />,
          },
        ]}
        rowActions={(c) =>
          c.status === 'valid' ? (
            <Button
              variant="secondary"
              busy={busy === c.id}
              onClick={() => void download(c)}
              aria-label={`${t('certificateList.download')}: ${c.courseName}`}
            >
              <ArrowDownTrayIcon aria-hidden className="size-4" />
              <span className="hidden sm:inline">{t('certificateList.download')}</span>
            </Button>
          ) : null
        }
      />
    </div>
  );
}

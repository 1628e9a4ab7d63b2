import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import {
  contract,
  JOB_STATES,
  type JobDetail,
  type JobDirection,
  type JobModule,
  type JobSummary,
} from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { dataOf } from '@saola/core/http';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile } from '../../../runtime/download';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { IconButton } from '../../../ui/button/icon-button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load } from '../../../ui/data-table/use-data-table';
import { Confirm, Dialog } from '../../../ui/dialog/dialog';
import { inputClass } from '../../../ui/field/field';
import { ProgressBar } from '../../../ui/progress/progress';
import { Pill } from '../../../ui/status-badge/pill';
import { JOB_MODULE_LABEL, JOB_STATE_LABEL, JOB_STATE_TONE } from '../../shared/report-labels';

/** How often a list with a job still queued or running asks again. */
export const JOB_POLL_MS = 2000;

const active = (job: JobSummary) => job.state === 'queued' || job.state === 'running';

export interface JobTableProps {
  kind: JobDirection;
  /** Only this module's jobs. */
  module?: JobModule | undefined;
  title: string;
  /** Changing it loads the rows again (a job was just started). */
  refresh?: number;
}

/**
 * A school's import or export jobs, newest first: time, file, data, state (processing while it runs, SPEC
 * §4), progress, who started it; the file to download, an import's refused rows, cancel while it waits or
 * runs. The list asks again every two seconds while a job on the page is under way.
 */
export function JobTable({ kind, module, title, refresh = 0 }: JobTableProps) {
  const t = useT();
  const { api, client } = useSaola();
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<number>(-1);
  const [cancelling, setCancelling] = useState<JobSummary | null>(null);
  const [errors, setErrors] = useState<JobDetail | null>(null);
  const busy = useRef(false);
  /** An import that ran says what it added and what it skipped; a refused one what it refused. */
  const rowsOf = (job: JobSummary) => {
    if (job.direction === 'import' && job.state === 'done')
      return job.errorRows
        ? `${t('job.added', { count: job.doneRows })} · ${t('job.skipped', { count: job.errorRows })}`
        : t('job.added', { count: job.doneRows });
    return job.errorRows
      ? t('job.errorRows', { count: job.errorRows })
      : t('job.rows', { count: job.doneRows });
  };
  const load: Load<JobSummary> = useCallback(
    async (query) => {
      const reply = await api.job.list({ ...query, kind, ...(module ? { module } : {}) });
      busy.current = Boolean(dataOf(reply)?.data.some(active));
      return reply;
    },
    [api, kind, module],
  );
  useEffect(() => {
    const timer = setInterval(() => {
      if (busy.current) setTick((n) => n + 1);
    }, JOB_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  const download = async (job: JobSummary) => {
    const name =
      job.direction === 'export' ? job.fileName : `${job.fileName.replace(/\.xlsx$/i, '')}-errors.xlsx`;
    const done = await downloadFile(client, contract.job.download.path, { id: String(job.id) }, name);
    if (!done) client.notices.toast('error', t('job.downloadFailed'));
  };
  const showErrors = async (job: JobSummary) => {
    const reply = await api.job.get({ id: job.id });
    const detail = dataOf(reply);
    if (detail) setErrors(detail);
  };
  const stateFilter = state >= 0 ? { state: JOB_STATES[state] } : {};
  return (
    <>
      <DataTable<JobSummary>
        label={title}
        empty={t('job.empty')}
        load={load}
        filters={stateFilter}
        refresh={refresh + tick}
        filterBar={
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('job.status')}
            <select
              className={inputClass(false)}
              value={state}
              onChange={(e) => setState(Number(e.target.value))}
            >
              <option value={-1}>{t('job.allStates')}</option>
              {JOB_STATES.map((value, index) => (
                <option key={value} value={index}>
                  {t(JOB_STATE_LABEL[value])}
                </option>
              ))}
            </select>
          </label>
        }
        columns={[
          {
            key: 'createdAt',
            header: t('job.time'),
            sort: 'createdAt',
            cell: (job) => displayDateTime(job.createdAt),
          },
          { key: 'fileName', header: t('job.fileName'), sort: 'fileName', cell: (job) => job.fileName },
          { key: 'module', header: t('job.module'), cell: (job) => t(JOB_MODULE_LABEL[job.module]) },
          {
            key: 'state',
            header: t('job.status'),
            cell: (job) => (
              <div className="flex flex-col items-start gap-1">
                <Pill tone={JOB_STATE_TONE[job.state]}>{t(JOB_STATE_LABEL[job.state])}</Pill>
                {active(job) && <span className="text-xs text-muted">{t('job.processingNote')}</span>}
                {job.error && <span className="text-xs text-danger">{job.error}</span>}
              </div>
            ),
          },
          {
            key: 'progress',
            header: t('job.progress'),
            cell: (job) => (
              <div className="flex min-w-32 flex-col gap-1">
                <ProgressBar value={job.progress} label={`${job.fileName}: ${job.progress}%`} />
                <span className="text-xs text-muted">{rowsOf(job)}</span>
              </div>
            ),
          },
          { key: 'createdBy', header: t('job.createdBy'), cell: (job) => job.createdBy },
        ]}
        rowActions={(job) => (
          <div className="flex gap-1">
            {job.hasResult && (
              <IconButton
                label={job.direction === 'import' ? t('job.downloadErrors') : t('job.download')}
                onClick={() => void download(job)}
              >
                <ArrowDownTrayIcon aria-hidden className="size-4" />
              </IconButton>
            )}
            {job.direction === 'import' && job.errorRows > 0 && (
              <IconButton label={t('job.errorsTitle')} onClick={() => void showErrors(job)}>
                <ExclamationTriangleIcon aria-hidden className="size-4" />
              </IconButton>
            )}
            {active(job) && (
              <IconButton danger label={t('job.cancel')} onClick={() => setCancelling(job)}>
                <XMarkIcon aria-hidden className="size-4" />
              </IconButton>
            )}
          </div>
        )}
      />
      <Confirm
        open={cancelling !== null}
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (cancelling) await api.job.cancel({ id: cancelling.id });
          setCancelling(null);
          setTick((n) => n + 1);
        }}
        title={t('common.confirm')}
        confirmLabel={t('job.cancel')}
        danger
      >
        <p>{t('job.cancelConfirm')}</p>
      </Confirm>
      <Dialog open={errors !== null} onClose={() => setErrors(null)} title={t('job.errorsTitle')}>
        {errors && (
          <div className="max-h-96 overflow-auto">
            <p className="mb-2 text-sm text-danger">{errors.error}</p>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('dataImport.row')}
                  </th>
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('dataImport.column')}
                  </th>
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('dataImport.error')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {errors.rowErrors.map((e) => (
                  <tr key={`${e.row}-${e.field}-${e.message}`}>
                    <td className="py-1">{e.row}</td>
                    <td className="py-1">{e.field}</td>
                    <td className="py-1">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Dialog>
    </>
  );
}

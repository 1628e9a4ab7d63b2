import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import ArrowUpTrayIcon from '@heroicons/react/24/outline/ArrowUpTrayIcon';
import { contract, IMPORT_BYTES_MAX, IMPORT_MODULES, type ImportModule } from '@saola/core/api';
import { RIGHTS, right } from '@saola/core/http';
import { allows } from '@saola/core/session';
import { type FormEvent, useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { downloadFile } from '../../../runtime/download';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Field, inputClass } from '../../../ui/field/field';
import { JOB_MODULE_LABEL } from '../../shared/report-labels';
import { JobTable } from '../export-list/job-table';

export interface ImportListProps {
  /** Only this module's imports (the route's optional `moduleName`). */
  moduleName?: string | undefined;
}

const moduleOf = (name: string | undefined): ImportModule | undefined =>
  (IMPORT_MODULES as readonly string[]).includes(name ?? '') ? (name as ImportModule) : undefined;

/** The file's bytes as base64, as the import call carries them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Members from an Excel file: the template to fill, the file to send (checked here for its type and size,
 * and again by the server), the all-or-nothing policy said; below, the school's imports with their progress,
 * state and each refused row.
 */
export function ImportList({ moduleName }: ImportListProps) {
  const t = useT();
  const { api, client } = useSaola();
  const { user } = useSession();
  const module = moduleOf(moduleName) ?? 'member';
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const mayImport = Boolean(user && allows(right(RIGHTS.organisation), user));
  const title =
    moduleName && moduleOf(moduleName)
      ? `${t('route.importList')}: ${t(JOB_MODULE_LABEL[module])}`
      : t('route.importList');
  const template = async () => {
    const done = await downloadFile(
      client,
      contract.dataImport.template.path,
      { module },
      `${t('dataImport.templateName')}.xlsx`,
    );
    if (!done) client.notices.toast('error', t('job.downloadFailed'));
  };
  const check = (chosen: File | null) => {
    if (!chosen) return t('validation.fileRequired');
    if (!/\.xlsx$/i.test(chosen.name)) return t('validation.fileExtension');
    if (chosen.size > IMPORT_BYTES_MAX)
      return t('dataImport.tooLarge', { max: `${Math.round(IMPORT_BYTES_MAX / 1024)} KB` });
    return undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(file);
    setError(problem);
    if (problem || !file) return;
    setSending(true);
    const reply = await api.dataImport.start({ module, fileName: file.name, content: await base64Of(file) });
    setSending(false);
    if (reply.error) {
      const fields = Array.isArray(reply.data) ? (reply.data as Array<{ message: string }>) : [];
      setError(fields[0]?.message ?? reply.message);
      return;
    }
    setFile(null);
    (event.target as HTMLFormElement).reset();
    setRefresh((n) => n + 1);
  };
  return (
    <RequireAccess access={api.job.list.access}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {mayImport && (
          <form
            noValidate
            onSubmit={submit}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
          >
            <h2 className="font-semibold text-ink">{t('dataImport.title')}</h2>
            <p className="text-sm text-muted">{t('dataImport.policy')}</p>
            <div className="flex flex-wrap items-end gap-3">
              <Field
                label={t('dataImport.file')}
                required
                error={error}
                className="flex min-w-64 flex-1 flex-col gap-1"
              >
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="file"
                    type="file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className={inputClass(invalid)}
                    onChange={(e) => {
                      const chosen = e.target.files?.[0] ?? null;
                      setFile(chosen);
                      setError(chosen ? check(chosen) : undefined);
                    }}
                  />
                )}
              </Field>
              <Button type="submit" busy={sending}>
                <ArrowUpTrayIcon aria-hidden className="size-4" />
                {t('dataImport.start')}
              </Button>
              <Button variant="secondary" onClick={template}>
                <ArrowDownTrayIcon aria-hidden className="size-4" />
                {t('dataImport.template')}
              </Button>
            </div>
          </form>
        )}
        <JobTable kind="import" module={moduleOf(moduleName)} title={title} refresh={refresh} />
      </div>
    </RequireAccess>
  );
}

import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import ArrowUpTrayIcon from '@heroicons/react/24/outline/ArrowUpTrayIcon';
import {
  contract,
  IMPORT_BYTES_MAX,
  IMPORT_EXTENSIONS,
  IMPORT_MODULES,
  IMPORT_RIGHTS,
  type ImportModule,
  type ImportPolicy,
  importTemplateName,
} from '@saola/core/api';
import { right } from '@saola/core/http';
import type { TranslationKey } from '@saola/core/i18n';
import { allows } from '@saola/core/session';
import { validators } from '@saola/core/validate';
import { type FormEvent, useRef, useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { downloadFile } from '../../../runtime/download';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Field, inputClass } from '../../../ui/field/field';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { JOB_MODULE_LABEL } from '../../shared/report-labels';
import { JobTable } from '../shared/job-table';

export interface ImportListProps {
  /** Only this module's imports (the route's optional `moduleName`). */
  moduleName?: string | undefined;
}

const moduleOf = (name: string | undefined): ImportModule | undefined =>
  (IMPORT_MODULES as readonly string[]).includes(name ?? '') ? (name as ImportModule) : undefined;

// Written out, so the dead-key test sees each label.
const POLICY_LABEL: Record<ImportPolicy, TranslationKey> = {
  all: 'dataImport.policyAll',
  valid: 'dataImport.policyValid',
};

const MAX = `${IMPORT_BYTES_MAX / 1024 / 1024} MB`;
const ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Students, teachers, members or scores from an Excel or CSV file: the kind (those the user may add), its
 * template to fill, the policy (all or nothing, or the valid rows kept), the file (checked here for its type
 * and size, and again by the server, which reads its bytes); below, the school's imports with their progress,
 * state, each refused row and the result file to download.
 */
export function ImportList({ moduleName }: ImportListProps) {
  const t = useT();
  const { api, client } = useSaola();
  const { user } = useSession();
  const kinds = IMPORT_MODULES.filter((m) => user && allows(right(IMPORT_RIGHTS[m]), user));
  const routed = moduleOf(moduleName);
  const [chosen, setChosen] = useState<ImportModule | undefined>(routed);
  const module = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  const [policy, setPolicy] = useState<ImportPolicy>('all');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const [refresh, setRefresh] = useState(0);
  const title = routed ? `${t('route.importList')}: ${t(JOB_MODULE_LABEL[routed])}` : t('route.importList');
  const template = async () => {
    if (!module) return;
    const done = await downloadFile(
      client,
      contract.dataImport.template.path,
      { module },
      importTemplateName(t, module),
    );
    if (!done) client.notices.toast('error', t('job.downloadFailed'));
  };
  const check = (picked: File | null) => {
    if (!picked) return t('validation.fileRequired');
    if (!validators.fileExtension(picked, IMPORT_EXTENSIONS)) return t('validation.fileExtension');
    if (picked.size > IMPORT_BYTES_MAX) return t('dataImport.tooLarge', { max: MAX });
    return undefined;
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = check(file);
    setError(problem);
    if (problem || !file || !module || sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    const reply = await api.dataImport.start({ module, policy, file });
    sendingNow.current = false;
    setSending(false);
    if (reply.error) {
      setError(reply.data?.[0]?.message || reply.message);
      return;
    }
    setFile(null);
    form.reset();
    setRefresh((n) => n + 1);
  };
  return (
    <RequireAccess access={api.job.list.access}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {module && (
          <form
            noValidate
            onSubmit={submit}
            className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
          >
            <h2 className="font-semibold text-ink">{t('dataImport.title')}</h2>
            <div className="flex flex-wrap items-end gap-3">
              <Field label={t('dataImport.kind')} required className="flex min-w-48 flex-col gap-1">
                {({ id, describedBy }) => (
                  <select
                    id={id}
                    aria-describedby={describedBy}
                    className={inputClass(false)}
                    value={module}
                    onChange={(e) => setChosen(e.target.value as ImportModule)}
                  >
                    {kinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(JOB_MODULE_LABEL[kind])}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Button variant="secondary" onClick={template}>
                <ArrowDownTrayIcon aria-hidden className="size-4" />
                {t('dataImport.template')}
              </Button>
            </div>
            {module !== 'score' && <p className="text-sm text-muted">{t('dataImport.accountsNote')}</p>}
            <div className="flex flex-col gap-1">
              <RadioGroup
                label={t('dataImport.policy')}
                name="policy"
                required
                value={policy}
                options={(['all', 'valid'] as const).map((value) => ({
                  value,
                  label: t(POLICY_LABEL[value]),
                }))}
                onChange={setPolicy}
              />
              <p className="text-sm text-muted">{t('dataImport.policyNote')}</p>
            </div>
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
                    accept={ACCEPT}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className={inputClass(invalid)}
                    onChange={(e) => {
                      const picked = e.target.files?.[0] ?? null;
                      setFile(picked);
                      setError(picked ? check(picked) : undefined);
                    }}
                  />
                )}
              </Field>
              <Button type="submit" busy={sending}>
                <ArrowUpTrayIcon aria-hidden className="size-4" />
                {t('dataImport.start')}
              </Button>
            </div>
          </form>
        )}
        <JobTable kind="import" module={routed} title={title} refresh={refresh} />
      </div>
    </RequireAccess>
  );
}

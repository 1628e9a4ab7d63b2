import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import {
  pageItems,
  type RemoteSearch,
  type SelectOption,
  TRANSCRIPT_COLUMNS_MAX,
  type Transcript,
  transcriptPayload,
} from '@saola/core/api';
import { SCORE_FACTOR_MAX, SCORE_FACTOR_MIN } from '@saola/core/learning';
import { useCallback, useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { Spinner } from '../../../ui/progress/progress';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { SaveBar } from '../../kit/save-bar';

type ColumnValue = { name: string; factor: number | undefined };

function ColumnsEditor({ saved, onSaved }: { saved: Transcript; onSaved: (transcript: Transcript) => void }) {
  const t = useT();
  const { api } = useSaola();
  const [tried, setTried] = useState(false);
  const form = useForm({
    initial: {
      idSubject: saved.idSubject,
      columns: saved.columns.map((c): ColumnValue => ({ name: c.name, factor: c.factor })),
    },
    struct: transcriptPayload,
    onSubmit: async (values) => {
      const reply = await api.transcript.edit(values);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onSaved(reply.data);
      setTried(false);
      return undefined;
    },
  });
  const columns = form.values.columns;
  const setColumns = (next: ColumnValue[]) => form.set('columns', next);
  const blank = tried && columns.some((column) => !column.name.trim());
  const change = (index: number, patch: Partial<ColumnValue>) =>
    setColumns(columns.map((column, i) => (i === index ? { ...column, ...patch } : column)));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setTried(true);
        return form.submit(event);
      }}
      className="flex flex-col gap-4"
    >
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">
          {t('transcript.columns')}: {saved.subjectName}
        </h2>
        {columns.length === 0 && <p className="text-sm text-muted">{t('transcript.noColumns')}</p>}
        <ol className="flex flex-col gap-3">
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is their identity
            <li key={index} className="grid grid-cols-[minmax(0,1fr)_5.5rem_auto] items-start gap-2 sm:gap-3">
              <div>
                <TextField
                  label={t('transcript.columnName')}
                  name={`columns.${index}.name`}
                  required
                  maxLength={100}
                  value={column.name}
                  onChange={(name) => change(index, { name })}
                  error={tried && !column.name.trim() ? t('validation.required') : undefined}
                />
              </div>
              <div>
                <TextField
                  type="number"
                  label={t('transcript.factor')}
                  name={`columns.${index}.factor`}
                  required
                  min={SCORE_FACTOR_MIN}
                  max={SCORE_FACTOR_MAX}
                  step={1}
                  value={column.factor}
                  onChange={(factor) => change(index, { factor })}
                />
              </div>
              <Button
                variant="ghost"
                className="mt-6"
                aria-label={t('transcript.removeColumn', { name: column.name || String(index + 1) })}
                onClick={() => setColumns(columns.filter((_, i) => i !== index))}
              >
                <TrashIcon aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        {/* A blank name shows under its field; any other refusal (a factor, a repeated name) shows here. */}
        {form.errors.columns && !blank && (
          <p role="alert" className="text-sm text-danger">
            {form.errors.columns}
          </p>
        )}
        <div>
          <Button
            variant="secondary"
            disabled={columns.length >= TRANSCRIPT_COLUMNS_MAX}
            onClick={() => setColumns([...columns, { name: '', factor: 1 }])}
          >
            <PlusIcon aria-hidden className="size-4" />
            {t('transcript.addColumn')}
          </Button>
        </div>
      </section>
      <SaveBar busy={form.submitting} />
    </form>
  );
}

function SubjectTranscript({ idSubject }: { idSubject: number }) {
  const loaded = useReply((a) => a.transcript.get({ idSubject }), [idSubject]);
  const [saved, setSaved] = useState<Transcript | null>(null);
  const transcript = saved ?? loaded.data;
  if (loaded.failure) return <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />;
  if (!transcript) return <Spinner />;
  return <ColumnsEditor key={JSON.stringify(transcript.columns)} saved={transcript} onSaved={setSaved} />;
}

/**
 * The transcript setting: per subject, its score columns (oral, 15-minute, midterm, final …) with their
 * score factors, from which the term average is the weighted mean.
 */
export function TranscriptSetting() {
  const t = useT();
  const { api } = useSaola();
  const [subject, setSubject] = useState<SelectOption | null>(null);
  const searchSubjects = useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.subject.list(search, { quiet: true })).map((s) => ({
        id: s.id,
        text: s.code ? `${s.name} (${s.code})` : s.name,
      })),
    [api],
  );
  return (
    <RequireAccess access={api.transcript.edit.access}>
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t('route.settingTranscript')}</h1>
        <p className="text-sm text-muted">{t('transcript.averageRule')}</p>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <Select
            label={t('transcript.subject')}
            name="idSubject"
            search={searchSubjects}
            value={subject}
            onChange={setSubject}
          />
        </div>
        {subject ? (
          <SubjectTranscript key={subject.id} idSubject={Number(subject.id)} />
        ) : (
          <EmptyState title={t('transcript.chooseSubject')} />
        )}
      </div>
    </RequireAccess>
  );
}

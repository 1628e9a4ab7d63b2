import { type ActiveCodeBatch, batchEditPayload, CODE_ALPHABET } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { ExportJobButton } from '../../shared/export-job-button';
import { CodeTable } from '../shared/code-table';
import { type Target, useGenerateForm } from './use-generate-form';

/** `id`: the batch to show; a new batch to generate when omitted. */
export type ActiveCodeFormProps = RecordScreenProps;

const card = 'flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line';

/** What a code of these settings looks like, so the owner sees it before printing a thousand. */
function example(prefix: string, length: number | undefined) {
  const size = Math.min(Math.max(length ?? 10, 1), 16);
  let random = '';
  for (let i = 0; i < size; i++) random += CODE_ALPHABET[(i * 7 + 3) % CODE_ALPHABET.length];
  return `${prefix.toUpperCase()}${random}`;
}

function GenerateForm({ onNavigate }: { onNavigate: (to: string) => void }) {
  const t = useT();
  const g = useGenerateForm((saved) => onNavigate(pathTo('activeCodeEdit', { id: saved.id })));
  const { form } = g;
  const v = form.values;
  return (
    <form noValidate onSubmit={form.submit} className={card}>
      <TextField label={t('activeCode.name')} required maxLength={200} {...form.field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="number"
          label={t('activeCode.count')}
          required
          min={1}
          max={5000}
          {...form.field('count')}
        />
        <TextField
          type="number"
          label={t('activeCode.usesPerCode')}
          required
          min={1}
          max={1000}
          {...form.field('usesPerCode')}
        />
        <TextField
          label={t('activeCode.prefix')}
          maxLength={10}
          description={t('activeCode.prefixHint')}
          {...form.field('prefix')}
        />
        <TextField
          type="number"
          label={t('activeCode.length')}
          required
          min={8}
          max={16}
          description={t('activeCode.example', { code: example(v.prefix, v.length) })}
          {...form.field('length')}
        />
      </div>
      <div>
        <DatePicker label={t('activeCode.expiresOn')} {...form.field('expiresOn')} />
        <p className="mt-1 text-xs text-muted">{t('activeCode.expiresHint')}</p>
      </div>
      <RadioGroup<Target>
        label={t('activeCode.target')}
        name="target"
        required
        inline
        value={g.target}
        options={[
          { value: 'courses', label: t('activeCode.targetCourses') },
          { value: 'package', label: t('activeCode.targetPackage') },
        ]}
        onChange={g.chooseTarget}
      />
      {g.target === 'courses' ? (
        <Select
          multiple
          required
          label={t('activeCode.courses')}
          name="idCourses"
          search={g.searchCourses}
          value={g.courses}
          onChange={g.chooseCourses}
          error={form.errors.idCourses}
        />
      ) : (
        <Select
          required
          label={t('activeCode.package')}
          name="idPackage"
          search={g.searchPackages}
          value={g.pack}
          onChange={g.choosePackage}
          error={form.errors.idPackage ?? form.errors.idCourses}
        />
      )}
      <SaveBar
        busy={form.submitting}
        onBack={() => onNavigate(pathTo('activeCodeList'))}
        saveLabel={t('activeCode.generate')}
      />
    </form>
  );
}

/** A printed batch: its name and expiry stay editable; what the codes give and how they look do not. */
function BatchEditor({ batch, onSaved }: { batch: ActiveCodeBatch; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useForm({
    initial: {
      id: batch.id,
      name: batch.name,
      expiresOn: (batch.expiresOn ?? undefined) as string | undefined,
    },
    struct: batchEditPayload,
    onSubmit: async (values) => {
      const reply = await api.activeCode.edit(values);
      if (reply.error) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className={card}>
      <TextField label={t('activeCode.name')} required maxLength={200} {...form.field('name')} />
      <div>
        <DatePicker label={t('activeCode.expiresOn')} {...form.field('expiresOn')} />
        <p className="mt-1 text-xs text-muted">{t('activeCode.expiresHint')}</p>
      </div>
      <SaveBar busy={form.submitting} />
    </form>
  );
}

function BatchDetails({
  batch,
  onNavigate,
}: {
  batch: ActiveCodeBatch;
  onNavigate: ((to: string) => void) | undefined;
}) {
  const t = useT();
  const rows: Array<[string, string]> = [
    [
      t('activeCode.target'),
      batch.package ? batch.package.name : batch.courses.map((course) => course.name).join(', '),
    ],
    [t('activeCode.uses'), t('activeCode.usedOf', { used: batch.used, codes: batch.codes })],
    [t('activeCode.usesPerCode'), String(batch.usesPerCode)],
    [t('activeCode.expiresAt'), batch.expiresAt ? displayDate(batch.expiresAt) : t('activeCode.never')],
    [t('activeCode.createdBy'), batch.createdBy ?? ''],
    [t('activeCode.createdAt'), displayDate(batch.createdAt)],
  ];
  return (
    <section aria-labelledby="saola-batch-details" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saola-batch-details" className="font-semibold text-ink">
          {t('activeCode.details')}
        </h2>
        <ExportJobButton module="activeCode" query={() => ({ idBatch: batch.id })} onNavigate={onNavigate} />
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Generate a batch of activation codes, or see one: its details, its codes, and their export to Excel (a job). */
export function ActiveCodeForm({ id, onNavigate }: ActiveCodeFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="activeCode"
      id={id}
      list="activeCodeList"
      addTitle={t('route.activeCodeAdd')}
      editTitle={t('route.activeCodeEdit')}
      titleOf={(batch) => batch.name}
      onNavigate={onNavigate}
    >
      {(batch, reload) =>
        batch ? (
          <>
            <BatchEditor key={batch.id} batch={batch} onSaved={reload} />
            <BatchDetails batch={batch} onNavigate={onNavigate} />
            <CodeTable idBatch={batch.id} title={t('activeCode.allCodes')} onNavigate={onNavigate} />
          </>
        ) : (
          <GenerateForm onNavigate={go} />
        )
      }
    </ResourcePage>
  );
}

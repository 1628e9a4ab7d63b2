import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import ArrowUpTrayIcon from '@heroicons/react/24/outline/ArrowUpTrayIcon';
import {
  CERTIFICATE_SLOTS,
  type CertificateLayout,
  type CertificateSlot,
  type CertificateTemplate,
  certificateTemplatePayload,
  contract,
  pageItems,
  type RemoteSearch,
  type SelectOption,
  uploadFile,
} from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { allows } from '@saola/core/session';
import { useCallback, useId, useState } from 'react';
import { downloadFile } from '../../../runtime/download';
import { useLocale, useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { Select } from '../../../ui/select/select';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { SaveBar } from '../../kit/save-bar';
import { SLOT_LABEL, TemplatePreview } from './template-preview';
import { TemplateWording, type Wordings, wordingsFrom } from './template-wording';

type Values = {
  title: string;
  body: string;
  signerName: string;
  signerTitle: string;
  idBackground: number | null;
  layout: CertificateLayout;
  allCourses: boolean;
  idCourses: number[];
  translations: Wordings;
};

/** The PNG and JPEG pictures the PDF can draw. */
const IMAGE_ACCEPT = '.png,.jpg,.jpeg';

/** The template's fields beside a live preview; saving applies to certificates issued and downloaded from now. */
export function TemplateEditor({ saved, onSaved }: { saved: CertificateTemplate; onSaved: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { api, client } = useSaola();
  const { user } = useSession();
  const uploadId = useId();
  const canEdit = Boolean(user && allows(api.certificate.templateEdit.access, user));
  const [background, setBackground] = useState<SelectOption | null>(
    saved.background ? { id: saved.background.id, text: saved.background.name } : null,
  );
  const [backgroundUrl, setBackgroundUrl] = useState<string | null>(saved.background?.url ?? null);
  const [courses, setCourses] = useState<SelectOption[]>(
    saved.courses.map((course) => ({ id: course.id, text: course.name })),
  );
  const [uploading, setUploading] = useState(false);
  const [urls] = useState(() => new Map<number, string>());
  const form = useForm<Values, (typeof certificateTemplatePayload)['TYPE']>({
    initial: {
      title: saved.title,
      body: saved.body,
      signerName: saved.signerName,
      signerTitle: saved.signerTitle,
      idBackground: saved.background?.id ?? null,
      layout: saved.layout,
      allCourses: saved.allCourses,
      idCourses: saved.courses.map((course) => course.id),
      translations: wordingsFrom(saved.translations),
    },
    struct: certificateTemplatePayload,
    onSubmit: async (values) => {
      const reply = await api.certificate.templateEdit(values);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
  const v = form.values;

  const searchImages = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.file.list({ ...search, type: 'image' }, { quiet: true });
      return pageItems(reply)
        .filter((file) => /\.(png|jpe?g)$/i.test(file.name))
        .map((file) => {
          urls.set(file.id, file.url);
          return { id: file.id, text: file.name };
        });
    },
    [api, urls],
  );
  const searchCourses = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.course.list(search, { quiet: true });
      return pageItems(reply).map((course) => ({ id: course.id, text: course.name }));
    },
    [api],
  );
  const chooseBackground = (option: SelectOption | null, url?: string) => {
    setBackground(option);
    setBackgroundUrl(option ? (url ?? urls.get(Number(option.id)) ?? null) : null);
    form.set('idBackground', option ? Number(option.id) : null);
  };
  const upload = async (file: File) => {
    setUploading(true);
    const result = await uploadFile(client, file, { fileType: 'image', uploadAction: 'library', locale });
    setUploading(false);
    if (result.ok) chooseBackground({ id: result.file.id, text: result.file.name }, result.file.url);
  };
  const move = (slot: CertificateSlot, x: number, y: number) =>
    form.set('layout', { ...v.layout, [slot]: { ...v.layout[slot], x, y } });
  const resize = (slot: CertificateSlot, size: number | undefined) =>
    form.set('layout', { ...v.layout, [slot]: { ...v.layout[slot], size: size ?? 0 } });

  const today = displayDate(new Date().toISOString());
  const samples = {
    learnerName: t('certificate.sampleLearner'),
    courseName: t('certificate.sampleCourse'),
    completionDate: t('certificate.completedOn', { date: today }),
  };
  const filled = v.body
    .replaceAll('{learner}', samples.learnerName)
    .replaceAll('{course}', samples.courseName)
    .replaceAll('{date}', today)
    .replaceAll('{code}', '7K3M-Q9TX-2WCF-H8RB');
  const previewPdf = async () => {
    const done = await downloadFile(
      client,
      contract.certificate.templatePreview.path,
      {},
      'certificate-preview.pdf',
    );
    if (!done) client.notices.toast('error', t('certificateList.downloadFailed'));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        {!saved.enabled && (
          <p
            role="status"
            className="rounded-control border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm text-ink"
          >
            {t('certificateTemplate.notEnabled')}
          </p>
        )}
        <TextField label={t('certificateTemplate.title')} required maxLength={200} {...form.field('title')} />
        <Textarea
          name="body"
          label={t('certificateTemplate.body')}
          description={t('certificateTemplate.bodyHelp')}
          maxLength={2000}
          value={v.body}
          onChange={(text) => form.set('body', text)}
          error={form.errors.body}
        />
        <TemplateWording value={v.translations} onChange={(next) => form.set('translations', next)} />
        <TextField
          label={t('certificateTemplate.signerName')}
          maxLength={200}
          {...form.field('signerName')}
        />
        <TextField
          label={t('certificateTemplate.signerTitle')}
          maxLength={200}
          {...form.field('signerTitle')}
        />
        <div className="flex flex-col gap-2">
          <Select
            label={t('certificateTemplate.background')}
            name="idBackground"
            placeholder={t('certificateTemplate.noBackground')}
            search={searchImages}
            value={background}
            onChange={(option) => chooseBackground(option)}
            error={form.errors.idBackground}
          />
          <label
            htmlFor={uploadId}
            className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-control px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-line focus-within:outline-2 focus-within:outline-brand-600 hover:bg-gray-50"
          >
            <ArrowUpTrayIcon aria-hidden className="size-4" />
            {uploading ? t('certificateTemplate.uploading') : t('certificateTemplate.upload')}
            <input
              id={uploadId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t('certificateTemplate.courses')}</legend>
          <Switch
            label={t('certificateTemplate.allCourses')}
            checked={v.allCourses}
            onChange={(on) => form.set('allCourses', on)}
          />
          {!v.allCourses && (
            <Select
              multiple
              label={t('certificateTemplate.chooseCourses')}
              name="idCourses"
              search={searchCourses}
              value={courses}
              onChange={(chosen) => {
                setCourses(chosen);
                form.set(
                  'idCourses',
                  chosen.map((option) => Number(option.id)),
                );
              }}
              error={form.errors.idCourses}
            />
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t('certificateTemplate.positions')}</legend>
          <p className="text-sm text-muted">{t('certificateTemplate.positionsHelp')}</p>
          <div className="grid grid-cols-3 gap-2">
            {CERTIFICATE_SLOTS.map((slot) => (
              <TextField
                key={slot}
                type="number"
                name={`size-${slot}`}
                label={t('certificateTemplate.fontSize', { name: t(SLOT_LABEL[slot]) })}
                min={8}
                max={72}
                value={v.layout[slot].size}
                onChange={(size) => resize(slot, size)}
              />
            ))}
          </div>
        </fieldset>
        {canEdit && (
          <SaveBar busy={form.submitting} className="flex-wrap">
            {saved.enabled && (
              <Button variant="secondary" onClick={previewPdf}>
                <ArrowDownTrayIcon aria-hidden className="size-4" />
                {t('certificateTemplate.previewPdf')}
              </Button>
            )}
          </SaveBar>
        )}
      </form>
      <section aria-label={t('certificateTemplate.preview')} className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-ink">{t('certificateTemplate.preview')}</h2>
        <TemplatePreview
          title={v.title}
          body={filled}
          signerName={v.signerName}
          signerTitle={v.signerTitle}
          backgroundUrl={backgroundUrl}
          layout={v.layout}
          samples={samples}
          onMove={move}
        />
      </section>
    </div>
  );
}

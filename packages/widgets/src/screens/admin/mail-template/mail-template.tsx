import {
  MAIL_EVENTS,
  MAIL_VARIABLES,
  type MailEvent,
  mailTemplatePayload,
  type MailTemplate as Template,
} from '@saola/core/api';
import { LOCALES, type Locale } from '@saola/core/constants';
import { useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useLocale, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { Confirm } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { LOCALE_NAMES } from '../../../ui/locale-switcher/locale-switcher';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { SaveBar } from '../../kit/save-bar';
import { SettingSectionBox } from '../shared/setting-history';
import { MAIL_EVENT_LABEL } from '../shared/setting-labels';

function Editor({ saved, onSaved }: { saved: Template; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initial: { event: saved.event, locale: saved.locale, subject: saved.subject, body: saved.body },
    struct: mailTemplatePayload,
    onSubmit: async (values) => {
      const reply = await api.mailTemplate.edit(values);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
  const showPreview = async () => {
    const reply = await api.mailTemplate.preview(form.values);
    if (!reply.error && reply.data) setPreview(reply.data);
    else form.setErrors(fieldErrorsOf(reply) ?? []);
  };
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t(saved.customised ? 'settings.customised' : 'settings.builtIn')}</p>
      <TextField label={t('settings.mailSubject')} required maxLength={200} {...form.field('subject')} />
      <Textarea
        label={t('settings.mailBody')}
        required
        rows={10}
        maxLength={20_000}
        {...form.field('body')}
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink">{t('settings.variables')}</p>
        <div className="flex flex-wrap gap-2">
          {MAIL_VARIABLES[saved.event].map((name) => (
            <Button
              key={name}
              variant="secondary"
              onClick={() => form.set('body', `${form.values.body}{{${name}}}`)}
            >{`{{${name}}}`}</Button>
          ))}
        </div>
      </div>
      <SaveBar busy={form.submitting} className="flex-wrap">
        <Button variant="secondary" onClick={() => void showPreview()}>
          {t('settings.preview')}
        </Button>
        {saved.customised && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('settings.resetTemplate')}
          </Button>
        )}
      </SaveBar>
      {preview && (
        <section className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <h2 className="font-semibold text-ink">{t('settings.previewTitle')}</h2>
          <p className="text-sm text-ink">
            <span className="font-medium">{t('settings.mailSubject')}:</span> {preview.subject}
          </p>
          {/* The server cleaned the HTML; a sandboxed frame keeps even that away from the page. */}
          <iframe
            title={t('settings.previewTitle')}
            sandbox=""
            srcDoc={preview.html}
            className="h-64 w-full rounded border border-line bg-white"
          />
        </section>
      )}
      <Confirm
        open={confirming}
        title={t('settings.resetTemplate')}
        confirmLabel={t('settings.resetTemplate')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await api.mailTemplate.reset({ event: saved.event, locale: saved.locale });
          setConfirming(false);
          onSaved();
        }}
      >
        {t('settings.resetConfirm')}
      </Confirm>
    </form>
  );
}

/** The mails the school sends, per event and language: subject and HTML with variables, a preview, a reset. */
export function MailTemplate() {
  const t = useT();
  const { api } = useSaola();
  const [round, setRound] = useState(0);
  const [event, setEvent] = useState<MailEvent>('welcome');
  // The templates of the language the owner reads first.
  const [locale, setLocale] = useState<Locale>(useLocale());
  const loaded = useReply((a) => a.mailTemplate.list({}), [round]);
  const chosen = loaded.data?.find((tpl) => tpl.event === event && tpl.locale === locale);
  return (
    <RequireAccess access={api.mailTemplate.edit.access}>
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t('route.settingMailTemplate')}</h1>
        {loaded.failure ? (
          <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
        ) : !loaded.data || !chosen ? (
          <Spinner />
        ) : (
          <SettingSectionBox title={t(MAIL_EVENT_LABEL[event])}>
            <RadioGroup
              inline
              label={t('settings.mailEvent')}
              name="event"
              value={event}
              onChange={setEvent}
              options={MAIL_EVENTS.map((value) => ({ value, label: t(MAIL_EVENT_LABEL[value]) }))}
            />
            <RadioGroup
              inline
              label={t('settings.templateLanguage')}
              name="locale"
              value={locale}
              onChange={setLocale}
              options={LOCALES.map((value) => ({ value, label: t(LOCALE_NAMES[value]) }))}
            />
            <Editor key={JSON.stringify(chosen)} saved={chosen} onSaved={() => setRound((r) => r + 1)} />
          </SettingSectionBox>
        )}
      </div>
    </RequireAccess>
  );
}

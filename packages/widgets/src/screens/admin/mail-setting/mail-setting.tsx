import { MAIL_SECURITIES, mailSettingPayload, type MailSetting as Setting } from '@saola/core/api';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { fieldErrorsOf, useSaveForm } from '../../../ui/form/use-form';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';
import { MAIL_SECURITY_LABEL } from '../shared/setting-labels';

const DEFAULT_PORT = { none: 25, starttls: 587, tls: 465 } as const;

function Editor({ saved, onSaved }: { saved: Setting; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm<
    {
      host: string;
      port: number | undefined;
      security: Setting['security'];
      username: string;
      password: string;
      clearPassword: boolean;
      fromName: string;
      fromAddress: string;
    },
    (typeof mailSettingPayload)['TYPE'],
    Setting
  >({
    initial: {
      host: saved.host,
      port: saved.port,
      security: saved.security,
      username: saved.username,
      // The password is never sent to the form: blank keeps the saved one.
      password: '',
      clearPassword: false,
      fromName: saved.fromName,
      fromAddress: saved.fromAddress,
    },
    struct: mailSettingPayload,
    save: (values) => api.setting.editMail(values),
    onSaved,
  });
  const v = form.values;
  return (
    <SettingForm form={form}>
      <SettingSectionBox title={t('settings.mailServer')}>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField label={t('settings.mailHost')} maxLength={253} {...form.field('host')} />
          <TextField
            type="number"
            required
            label={t('settings.mailPort')}
            min={1}
            max={65535}
            {...form.field('port')}
          />
        </div>
        <RadioGroup
          inline
          required
          label={t('settings.mailSecurity')}
          name="security"
          value={v.security}
          onChange={(security) => {
            // Moving between the usual ports follows the security; a custom port stays.
            if (Object.values(DEFAULT_PORT).includes(v.port as never))
              form.set('port', DEFAULT_PORT[security]);
            form.set('security', security);
          }}
          options={MAIL_SECURITIES.map((value) => ({ value, label: MAIL_SECURITY_LABEL[value] }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.mailUsername')}
            autoComplete="off"
            maxLength={200}
            {...form.field('username')}
          />
          <TextField
            label={t('settings.mailPassword')}
            autoComplete="off"
            maxLength={200}
            description={t(saved.hasPassword ? 'settings.secretSet' : 'settings.secretNotSet')}
            {...form.field('password')}
          />
        </div>
        {saved.hasPassword && (
          <Checkbox
            label={t('settings.clearSecret')}
            name="clearPassword"
            checked={v.clearPassword}
            onChange={(on) => form.set('clearPassword', on)}
          />
        )}
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.mailSender')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('settings.mailFromName')} maxLength={100} {...form.field('fromName')} />
          <TextField
            label={t('settings.mailFromAddress')}
            type="email"
            maxLength={200}
            {...form.field('fromAddress')}
          />
        </div>
      </SettingSectionBox>
    </SettingForm>
  );
}

/** Sends a test mail through the saved server; the reply says what the server answered when it fails. */
function TestSend() {
  const t = useT();
  const { api } = useSaola();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    const reply = await api.mail.test({ to });
    setBusy(false);
    const field = fieldErrorsOf(reply)?.[0];
    if (field) setError(field.message);
  };
  return (
    <form
      noValidate
      onSubmit={send}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <h2 className="font-semibold text-ink">{t('settings.testSend')}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField
            label={t('settings.testTo')}
            name="to"
            type="email"
            required
            maxLength={200}
            value={to}
            onChange={setTo}
            error={error}
          />
        </div>
        <Button type="submit" variant="secondary" busy={busy} disabled={!to.trim()}>
          {t('settings.testButton')}
        </Button>
      </div>
    </form>
  );
}

/** The school's mail server: SMTP address, port, security, user, write-only password, sender; a test send. */
export function MailSetting() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('route.settingMail')}
      access={api.setting.editMail.access}
      load={(a) => a.setting.getMail({})}
      history="mail"
    >
      {(saved, onSaved) => (
        <>
          <Editor saved={saved} onSaved={onSaved} />
          <TestSend />
        </>
      )}
    </SettingPage>
  );
}

import { MAIL_SECURITIES, mailSettingPayload, type MailSetting as Setting } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { useSaveForm } from '../../../ui/form/use-form';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';
import { MAIL_SECURITY_LABEL } from '../shared/setting-labels';
import { TestSend } from '../shared/test-send';

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

const OUTBOX_PATH = pathTo('mailOutbox');

export interface MailSettingProps {
  /** Follows the link to the outbox through the host's router. */
  onNavigate?: (to: string) => void;
}

/** The school's mail server: SMTP address, port, security, user, write-only password, sender; a test send. */
export function MailSetting({ onNavigate }: MailSettingProps) {
  const t = useT();
  const { api } = useSaola();
  const go = useNavigateTo(onNavigate);
  return (
    <SettingPage
      title={t('route.settingMail')}
      access={api.setting.editMail.access}
      load={(a) => a.setting.getMail({})}
      history="mail"
    >
      {(saved, onSaved) => (
        <>
          {!saved.ready && (
            <p
              role="status"
              className="rounded-control border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm text-ink"
            >
              {t('settings.mailOff')}{' '}
              <a
                href={OUTBOX_PATH}
                onClick={(event) => {
                  event.preventDefault();
                  go(OUTBOX_PATH);
                }}
                className="font-medium text-brand-700 underline"
              >
                {t('settings.outboxOpenLink')}
              </a>
            </p>
          )}
          <Editor saved={saved} onSaved={onSaved} />
          <TestSend
            label={t('settings.testTo')}
            button={t('settings.testButton')}
            type="email"
            maxLength={200}
            send={(to) => api.mail.test({ to })}
          />
        </>
      )}
    </SettingPage>
  );
}

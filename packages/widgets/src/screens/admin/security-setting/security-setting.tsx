import {
  LEARNER_REGISTRATIONS,
  SECURITY_LIMITS,
  type SecuritySetting as Setting,
  SMS_PROVIDERS,
  securityPayload,
} from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { useSaveForm } from '../../../ui/form/use-form';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';
import { REGISTRATION_LABEL, SMS_PROVIDER_LABEL } from '../shared/setting-labels';
import { TestSend } from '../shared/test-send';

function Editor({ saved, onSaved }: { saved: Setting; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm<
    {
      isSetStrongPassword: boolean;
      deviceLimit: number | undefined;
      wrongLoginLimit: number | undefined;
      lockMinutes: number | undefined;
      completionPercent: number | undefined;
      learnerRegistration: Setting['learnerRegistration'];
      memberModeration: boolean;
      recaptchaSiteKey: string;
      recaptchaSecret: string;
      clearRecaptchaSecret: boolean;
      teachersSeeContacts: boolean;
      smsProvider: Setting['smsProvider'];
      smsUrl: string;
      smsSender: string;
      smsApiKey: string;
      clearSmsApiKey: boolean;
    },
    (typeof securityPayload)['TYPE'],
    Setting
  >({
    initial: {
      isSetStrongPassword: saved.isSetStrongPassword,
      deviceLimit: saved.deviceLimit,
      wrongLoginLimit: saved.wrongLoginLimit,
      lockMinutes: saved.lockMinutes,
      completionPercent: saved.completionPercent,
      learnerRegistration: saved.learnerRegistration,
      memberModeration: saved.memberModeration,
      recaptchaSiteKey: saved.recaptchaSiteKey ?? '',
      // A secret is never sent to the form: blank keeps the saved one.
      recaptchaSecret: '',
      clearRecaptchaSecret: false,
      teachersSeeContacts: saved.teachersSeeContacts,
      smsProvider: saved.smsProvider,
      smsUrl: saved.smsUrl ?? '',
      smsSender: saved.smsSender ?? '',
      // Like the reCAPTCHA secret, the gateway's key is never sent to the form.
      smsApiKey: '',
      clearSmsApiKey: false,
    },
    struct: securityPayload,
    save: (values) => api.setting.editSecurity(values),
    onSaved,
  });
  const v = form.values;
  const number = (name: keyof typeof SECURITY_LIMITS, label: string, description?: string) => (
    <TextField
      type="number"
      required
      label={label}
      min={SECURITY_LIMITS[name].min}
      max={SECURITY_LIMITS[name].max}
      description={description}
      {...form.field(name)}
    />
  );
  return (
    <SettingForm form={form}>
      <SettingSectionBox title={t('settings.password')}>
        <Switch
          label={t('settings.isSetStrongPassword')}
          description={t('settings.strongHint')}
          checked={v.isSetStrongPassword}
          onChange={(on) => form.set('isSetStrongPassword', on)}
        />
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.signIn')}>
        <p className="text-sm text-muted">{t('settings.nextSignIn')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {number('deviceLimit', t('settings.deviceLimit'), t('settings.deviceHint'))}
          {number('wrongLoginLimit', t('settings.wrongLoginLimit'))}
          {number('lockMinutes', t('settings.lockMinutes'))}
        </div>
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.learning')}>
        {number('completionPercent', t('settings.completionPercent'))}
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.registration')}>
        <RadioGroup
          required
          label={t('settings.learnerRegistration')}
          name="learnerRegistration"
          value={v.learnerRegistration}
          onChange={(mode) => form.set('learnerRegistration', mode)}
          options={LEARNER_REGISTRATIONS.map((value) => ({ value, label: t(REGISTRATION_LABEL[value]) }))}
        />
        <Switch
          label={t('settings.memberModeration')}
          checked={v.memberModeration}
          onChange={(on) => form.set('memberModeration', on)}
        />
      </SettingSectionBox>
      <SettingSectionBox title={t('contactPrivacy.title')}>
        <RadioGroup
          required
          label={t('contactPrivacy.title')}
          name="teachersSeeContacts"
          value={v.teachersSeeContacts ? 'all' : 'owner'}
          onChange={(choice) => form.set('teachersSeeContacts', choice === 'all')}
          options={[
            { value: 'all', label: t('contactPrivacy.everyTeacher') },
            { value: 'owner', label: t('contactPrivacy.ownerOnly') },
          ]}
        />
        <p className="text-sm text-muted">{t('contactPrivacy.hint')}</p>
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.recaptcha')}>
        <p className="text-sm text-muted">{t('settings.recaptchaHint')}</p>
        <TextField
          label={t('settings.recaptchaSiteKey')}
          autoComplete="off"
          maxLength={100}
          {...form.field('recaptchaSiteKey')}
        />
        <TextField
          label={t('settings.recaptchaSecret')}
          autoComplete="off"
          maxLength={100}
          description={t(saved.hasRecaptchaSecret ? 'settings.secretSet' : 'settings.secretNotSet')}
          {...form.field('recaptchaSecret')}
        />
        {saved.hasRecaptchaSecret && (
          <Checkbox
            label={t('settings.clearSecret')}
            name="clearRecaptchaSecret"
            checked={v.clearRecaptchaSecret}
            onChange={(on) => form.set('clearRecaptchaSecret', on)}
          />
        )}
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.sms')}>
        <p className="text-sm text-muted">{t('settings.smsHint')}</p>
        <RadioGroup
          required
          label={t('settings.smsProvider')}
          name="smsProvider"
          value={v.smsProvider}
          onChange={(choice) => form.set('smsProvider', choice)}
          options={SMS_PROVIDERS.map((value) => ({ value, label: t(SMS_PROVIDER_LABEL[value]) }))}
        />
        {v.smsProvider === 'http' && (
          <>
            <TextField
              label={t('settings.smsUrl')}
              required
              type="url"
              maxLength={500}
              placeholder="https://"
              {...form.field('smsUrl')}
            />
            <TextField
              label={t('settings.smsApiKey')}
              required={!saved.hasSmsApiKey}
              autoComplete="off"
              maxLength={300}
              description={t(saved.hasSmsApiKey ? 'settings.secretSet' : 'settings.secretNotSet')}
              {...form.field('smsApiKey')}
            />
            <TextField label={t('settings.smsSender')} maxLength={20} {...form.field('smsSender')} />
          </>
        )}
      </SettingSectionBox>
    </SettingForm>
  );
}

/**
 * The school's security: strong passwords, devices per account, the wrong-login lock, the video share that
 * completes a lesson, how learners and members register, and reCAPTCHA (its secret write-only).
 */
export function SecuritySetting() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('route.settingSecurity')}
      access={api.setting.editSecurity.access}
      load={(a) => a.setting.getSecurity({})}
      history="security"
    >
      {(saved, onSaved) => (
        <>
          <Editor saved={saved} onSaved={onSaved} />
          {saved.smsProvider === 'http' && (
            <TestSend
              label={t('settings.testSmsTo')}
              button={t('settings.testSmsButton')}
              type="tel"
              maxLength={30}
              send={(to) => api.mail.testSms({ to })}
            />
          )}
        </>
      )}
    </SettingPage>
  );
}

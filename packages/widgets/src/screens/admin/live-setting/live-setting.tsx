import { liveSettingPayload, type LiveSetting as Setting } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { useSaveForm } from '../../../ui/form/use-form';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';

function Editor({ saved, onSaved }: { saved: Setting; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm({
    initial: {
      url: saved.url,
      apiKey: saved.apiKey,
      // The secret is never sent to the form: blank keeps the saved one.
      apiSecret: '',
      clearApiSecret: false,
    },
    struct: liveSettingPayload,
    save: (values) => api.teaching.editSetting(values),
    onSaved,
  });
  return (
    <SettingForm form={form}>
      <SettingSectionBox title={t('settings.liveServer')}>
        <p className="text-sm text-muted">{t('settings.liveHint')}</p>
        <TextField
          label={t('settings.liveUrl')}
          type="url"
          inputMode="url"
          placeholder="wss://live.example.edu.vn"
          maxLength={300}
          {...form.field('url')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.liveApiKey')}
            autoComplete="off"
            maxLength={200}
            {...form.field('apiKey')}
          />
          <TextField
            label={t('settings.liveApiSecret')}
            autoComplete="off"
            maxLength={300}
            description={t(saved.hasSecret ? 'settings.secretSet' : 'settings.secretNotSet')}
            {...form.field('apiSecret')}
          />
        </div>
        {saved.hasSecret && (
          <Checkbox
            label={t('settings.clearSecret')}
            name="clearApiSecret"
            checked={Boolean(form.values.clearApiSecret)}
            onChange={(on) => form.set('clearApiSecret', on)}
          />
        )}
        <p className="break-all text-sm text-muted">
          {t('settings.liveWebhook')}: <code>{saved.webhookUrl}</code>
        </p>
      </SettingSectionBox>
    </SettingForm>
  );
}

/**
 * The school's LiveKit server: the address browsers connect to, the API key and its write-only secret (the
 * server signs room tokens and checks webhooks with them), the webhook address to give LiveKit, the history.
 */
export function LiveSetting() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('route.settingLive')}
      access={api.teaching.editSetting.access}
      load={(a) => a.teaching.setting({})}
      history="live"
    >
      {(saved, onSaved) => <Editor saved={saved} onSaved={onSaved} />}
    </SettingPage>
  );
}

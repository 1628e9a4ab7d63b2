import { marketingPayload, type MarketingTools as Tools } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useSaveForm } from '../../../ui/form/use-form';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';

function Editor({ saved, onSaved }: { saved: Tools; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm({
    initial: {
      isOnFbComment: saved.isOnFbComment,
      fbAppId: saved.fbAppId ?? '',
      gaMeasurementId: saved.gaMeasurementId ?? '',
      gtmContainerId: saved.gtmContainerId ?? '',
      fbPixelId: saved.fbPixelId ?? '',
    },
    struct: marketingPayload,
    save: (values) => api.marketingTools.edit(values),
    onSaved,
  });
  const v = form.values;
  // Ids are typed as given by Google and Facebook; spaces pasted around them are dropped.
  const idField = (name: 'fbAppId' | 'gaMeasurementId' | 'gtmContainerId' | 'fbPixelId') => {
    const field = form.field(name);
    return { ...field, value: v[name] ?? '', onChange: (value: string) => field.onChange(value.trim()) };
  };
  return (
    <SettingForm form={form}>
      <SettingSectionBox title={t('marketing.facebook')}>
        <Switch
          label={t('marketing.isOnFbComment')}
          checked={v.isOnFbComment}
          onChange={(on) => form.set('isOnFbComment', on)}
        />
        <TextField
          label={t('marketing.fbAppId')}
          inputMode="numeric"
          maxLength={20}
          description={t('marketing.fbAppIdHint')}
          {...idField('fbAppId')}
        />
      </SettingSectionBox>
      <SettingSectionBox title={t('marketing.tracking')}>
        <p className="text-sm text-muted">{t('marketing.trackingHint')}</p>
        <TextField
          label={t('marketing.gaMeasurementId')}
          maxLength={14}
          description={t('marketing.gaHint')}
          placeholder="G-XXXXXXXXXX"
          {...idField('gaMeasurementId')}
        />
        <TextField
          label={t('marketing.gtmContainerId')}
          maxLength={13}
          description={t('marketing.gtmHint')}
          placeholder="GTM-XXXXXXX"
          {...idField('gtmContainerId')}
        />
        <TextField
          label={t('marketing.fbPixelId')}
          inputMode="numeric"
          maxLength={20}
          description={t('marketing.pixelHint')}
          {...idField('fbPixelId')}
        />
      </SettingSectionBox>
    </SettingForm>
  );
}

/**
 * The school's marketing tools (admin /setting/marketing-tools): Facebook comments and app id, and the Google
 * Analytics, Tag Manager and Facebook Pixel ids the public pages (only they) carry.
 */
export function MarketingTools() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('route.settingMarketing')}
      access={api.marketingTools.edit.access}
      load={(a) => a.marketingTools.get({})}
    >
      {(saved, onSaved) => <Editor saved={saved} onSaved={onSaved} />}
    </SettingPage>
  );
}

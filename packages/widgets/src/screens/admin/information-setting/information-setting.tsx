import { informationPayload, type InformationSetting as Setting, TIME_ZONES } from '@saola/core/api';
import { LOCALES } from '@saola/core/constants';
import { loadConfig } from '@saola/core/session';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { useSaveForm } from '../../../ui/form/use-form';
import { LOCALE_NAMES } from '../../../ui/locale-switcher/locale-switcher';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';

const shown = (url: string | null | undefined, name: string) =>
  url ? { name, url, type: 'image' as const } : null;

function Editor({ saved, onSaved }: { saved: Setting; onSaved: () => void }) {
  const t = useT();
  const { timeZone, phone } = useFormat();
  const zones = TIME_ZONES.map((zone) => ({ id: zone, text: timeZone(zone) }));
  const { api } = useSaola();
  const form = useSaveForm({
    initial: { ...saved, contactPhone: saved.contactPhone ? phone(saved.contactPhone) : saved.contactPhone },
    struct: informationPayload,
    save: async (values) => {
      const reply = await api.setting.editInformation(values);
      // The name, logo and K12 / university flags change the menus and labels at once.
      if (!reply.error) await loadConfig(api, { quiet: true });
      return reply;
    },
    onSaved,
  });
  const v = form.values;
  return (
    <SettingForm form={form}>
      <SettingSectionBox title={t('settings.identity')}>
        <TextField label={t('settings.name')} required maxLength={150} {...form.field('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FileUpload
            label={t('settings.logoUrl')}
            fileType="image"
            action="siteLogo"
            value={shown(v.logoUrl, t('settings.logoUrl'))}
            onChange={(file) => form.set('logoUrl', file?.url ?? null)}
            error={form.errors.logoUrl}
          />
          <FileUpload
            label={t('settings.faviconUrl')}
            fileType="image"
            action="siteLogo"
            value={shown(v.faviconUrl, t('settings.faviconUrl'))}
            onChange={(file) => form.set('faviconUrl', file?.url ?? null)}
            error={form.errors.faviconUrl}
          />
        </div>
        <p className="text-xs text-muted">{t('settings.imageHint')}</p>
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.kind')}>
        <p className="text-sm text-muted">{t('settings.kindHint')}</p>
        <Switch label={t('settings.isK12')} checked={v.isK12} onChange={(on) => form.set('isK12', on)} />
        <Switch
          label={t('settings.isK12OrBusiness')}
          checked={v.isK12OrBusiness}
          onChange={(on) => form.set('isK12OrBusiness', on)}
        />
        <Switch
          label={t('settings.isUniversity')}
          checked={v.isUniversity}
          onChange={(on) => form.set('isUniversity', on)}
        />
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.contactEmail')}
            type="email"
            maxLength={200}
            {...form.field('contactEmail')}
            value={v.contactEmail ?? ''}
          />
          <TextField
            label={t('settings.contactPhone')}
            type="tel"
            maxLength={30}
            {...form.field('contactPhone')}
            value={v.contactPhone ?? ''}
          />
        </div>
        <TextField
          label={t('settings.contactAddress')}
          maxLength={500}
          {...form.field('contactAddress')}
          value={v.contactAddress ?? ''}
        />
      </SettingSectionBox>
      <SettingSectionBox title={t('settings.region')}>
        <Select
          label={t('settings.timeZone')}
          name="timeZone"
          required
          options={zones}
          value={zones.find((o) => o.id === v.timeZone) ?? null}
          onChange={(chosen) => chosen && form.set('timeZone', chosen.id as Setting['timeZone'])}
          error={form.errors.timeZone}
        />
        <RadioGroup
          inline
          required
          label={t('settings.defaultLocale')}
          name="defaultLocale"
          value={v.defaultLocale}
          onChange={(locale) => form.set('defaultLocale', locale)}
          options={LOCALES.map((value) => ({ value, label: t(LOCALE_NAMES[value]) }))}
        />
      </SettingSectionBox>
    </SettingForm>
  );
}

/** The school's information: name, logo, favicon, kind (K12, business, university), contact, time zone, language. */
export function InformationSetting() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('route.settingInformation')}
      access={api.setting.editInformation.access}
      load={(a) => a.setting.getInformation({})}
      history="information"
    >
      {(saved, onSaved) => <Editor saved={saved} onSaved={onSaved} />}
    </SettingPage>
  );
}

import { marketingPayload, type MarketingTools as Tools } from '@saola/core/api';
import { useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { Spinner } from '../../../ui/progress/progress';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingSectionBox } from '../shared/setting-history';

function Editor({ saved, onSaved }: { saved: Tools; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useForm({
    initial: {
      isOnFbComment: saved.isOnFbComment,
      fbAppId: saved.fbAppId ?? '',
      gaMeasurementId: saved.gaMeasurementId ?? '',
      gtmContainerId: saved.gtmContainerId ?? '',
      fbPixelId: saved.fbPixelId ?? '',
    },
    struct: marketingPayload,
    onSubmit: async (values) => {
      const reply = await api.marketingTools.edit(values);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
  const v = form.values;
  // Ids are typed as given by Google and Facebook; spaces pasted around them are dropped.
  const idField = (name: 'fbAppId' | 'gaMeasurementId' | 'gtmContainerId' | 'fbPixelId') => {
    const field = form.field(name);
    return { ...field, value: v[name] ?? '', onChange: (value: string) => field.onChange(value.trim()) };
  };
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
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
      <div>
        <Button type="submit" busy={form.submitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The school's marketing tools (admin /setting/marketing-tools): Facebook comments and app id, and the Google
 * Analytics, Tag Manager and Facebook Pixel ids the public pages (only they) carry.
 */
export function MarketingTools() {
  const t = useT();
  const { api } = useSaola();
  const [round, setRound] = useState(0);
  const loaded = useReply((a) => a.marketingTools.get({}), [round]);
  return (
    <RequireAccess access={api.marketingTools.edit.access}>
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t('route.settingMarketing')}</h1>
        {loaded.failure ? (
          <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
        ) : !loaded.data ? (
          <Spinner />
        ) : (
          <Editor
            key={JSON.stringify(loaded.data)}
            saved={loaded.data}
            onSaved={() => setRound((r) => r + 1)}
          />
        )}
      </div>
    </RequireAccess>
  );
}

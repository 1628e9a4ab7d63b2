import { useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { Tabs } from '../../../ui/tabs/tabs';
import { IssuedList } from './issued-list';
import { TemplateEditor } from './template-editor';

/**
 * `/setting/certificate`: the school's certificate template (text, signer, background, which courses award
 * it, where the names and date stand, with a live preview) and the certificates issued, to download or
 * revoke.
 */
export function CertificateSetting() {
  const t = useT();
  const { api } = useSaola();
  const [round, setRound] = useState(0);
  const loaded = useReply((a) => a.certificate.templateGet({}), [round]);
  return (
    <RequireAccess access={api.certificate.templateGet.access}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t('route.certificateSettings')}</h1>
        <Tabs
          label={t('route.certificateSettings')}
          inUrl
          tabs={[
            {
              key: 'template',
              label: t('certificateTemplate.tabTemplate'),
              content: loaded.failure ? (
                <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
              ) : !loaded.data ? (
                <Spinner />
              ) : (
                <TemplateEditor
                  key={JSON.stringify(loaded.data)}
                  saved={loaded.data}
                  onSaved={() => setRound((r) => r + 1)}
                />
              ),
            },
            { key: 'issued', label: t('certificateTemplate.tabIssued'), content: <IssuedList /> },
          ]}
        />
      </div>
    </RequireAccess>
  );
}

import { useT } from '../../../runtime/i18n';

/**
 * SPEC §6: an email and phone the server masked for this viewer (the school shows them only to its owner),
 * shown as they came and never edited: the form does not send them and the server keeps the saved ones.
 */
export function MaskedContacts({ email, phone }: { email: string | null; phone: string | null }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3 text-sm ring-1 ring-line">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium text-ink">{t('common.email')}</dt>
        <dd className="text-muted">{email ?? '—'}</dd>
        <dt className="font-medium text-ink">{t('monitor.phone')}</dt>
        <dd className="text-muted">{phone ?? '—'}</dd>
      </dl>
      <p className="text-xs text-muted">{t('contactPrivacy.masked')}</p>
    </div>
  );
}

import type { TransferInstructions } from '@saola/core/api';
import { useState } from 'react';
import { useFormat } from '../../runtime/format';
import { useT } from '../../runtime/i18n';

const COPIED_MS = 2000;

/** A value the buyer types into her banking app by hand, with a button that copies it as the app wants it. */
function Copyable({ label, shown, copied: value }: { label: string; shown: string; copied: string }) {
  const t = useT();
  const [done, setDone] = useState(false);
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{shown}</span>
        <button
          type="button"
          aria-label={t('order.copyWhat', { what: label })}
          className="rounded px-2 py-0.5 text-xs text-brand-700 ring-1 ring-line hover:bg-brand-50"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value);
              setDone(true);
              setTimeout(() => setDone(false), COPIED_MS);
            } catch {
              // No clipboard (an insecure page, a refused permission): the value stays on screen to type.
            }
          }}
        >
          <span aria-live="polite">{done ? t('order.copied') : t('order.copy')}</span>
        </button>
      </dd>
    </>
  );
}

/**
 * How to pay a transfer order: the VietQR code to scan, and for a buyer whose app cannot scan it (or who pays
 * from another phone), the bank, account, exact amount and note to type, each copyable.
 */
export function TransferPanel({ transfer }: { transfer: TransferInstructions }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <section
      aria-label={t('order.scanQr')}
      className="flex flex-wrap items-center gap-4 rounded-lg p-3 ring-1 ring-line"
    >
      <img src={transfer.image} alt={t('order.scanQr')} className="size-48" />
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('order.bank')}</dt>
        <dd>
          {transfer.bank ? (
            <>
              <span className="font-semibold">{transfer.bank.shortName}</span>
              <span className="block text-xs text-muted">{transfer.bank.name}</span>
            </>
          ) : (
            <span className="font-mono">{transfer.bankBin}</span>
          )}
        </dd>
        <Copyable
          label={t('order.bankAccount')}
          shown={transfer.accountNumber}
          copied={transfer.accountNumber}
        />
        <dt className="text-muted">{t('order.accountName')}</dt>
        <dd>{transfer.accountName}</dd>
        <Copyable label={t('order.amount')} shown={money(transfer.amount)} copied={String(transfer.amount)} />
        <Copyable label={t('order.transferNote')} shown={transfer.note} copied={transfer.note} />
      </dl>
    </section>
  );
}

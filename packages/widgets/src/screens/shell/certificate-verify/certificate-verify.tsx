import CheckBadgeIcon from '@heroicons/react/24/outline/CheckBadgeIcon';
import XCircleIcon from '@heroicons/react/24/outline/XCircleIcon';
import type { CertificateCheck } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useEffect, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { PublicCard } from '../../shared/public-page';

export interface CertificateVerifyProps {
  /** A code to check at once (the address the PDF's QR code points to carries it). */
  code?: string | undefined;
}

function Result({ check }: { check: CertificateCheck }) {
  const t = useT();
  const valid = check.status === 'valid';
  return (
    <section
      aria-live="polite"
      className={`flex flex-col gap-3 rounded-control border px-4 py-3 ${
        valid ? 'border-green-600/30 bg-green-50' : 'border-danger/30 bg-red-50'
      }`}
    >
      <p className={`flex items-center gap-2 font-semibold ${valid ? 'text-green-800' : 'text-danger'}`}>
        {valid ? (
          <CheckBadgeIcon aria-hidden className="size-6" />
        ) : (
          <XCircleIcon aria-hidden className="size-6" />
        )}
        {t(valid ? 'certificateVerify.valid' : 'certificateVerify.revoked')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('certificateVerify.holder')}</dt>
        <dd className="font-medium text-ink">{check.learnerName}</dd>
        <dt className="text-muted">{t('certificateVerify.course')}</dt>
        <dd className="text-ink">{check.courseName}</dd>
        <dt className="text-muted">{t('certificateVerify.issuedAt')}</dt>
        <dd className="text-ink">{displayDate(check.issuedAt)}</dd>
        <dt className="text-muted">{t('certificateVerify.school')}</dt>
        <dd className="text-ink">{check.schoolName}</dd>
        <dt className="text-muted">{t('certificateVerify.code')}</dt>
        <dd className="font-mono text-ink">{check.code}</dd>
      </dl>
      {check.revokedAt && (
        <p className="text-sm text-danger">
          {t('certificateVerify.revokedAt', { date: displayDate(check.revokedAt) })}
        </p>
      )}
    </section>
  );
}

/**
 * The public check of a certificate's code: anyone (no account) sees its holder, course, date and whether it
 * is valid or revoked. Wrong codes are limited per address by the server.
 */
export function CertificateVerify({ code: given }: CertificateVerifyProps) {
  const t = useT();
  const { api } = useSaola();
  const [code, setCode] = useState(given ?? '');
  const [check, setCheck] = useState<CertificateCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (typed: string) => {
    if (!typed.trim()) {
      setProblem(t('validation.required'));
      return;
    }
    setBusy(true);
    setProblem(null);
    setCheck(null);
    const reply = await api.certificate.verify({ code: typed.trim().slice(0, 40) }, { quiet: true });
    setBusy(false);
    if (reply.error || !reply.data) setProblem(reply.message || t('certificate.unknownCode'));
    else setCheck(reply.data);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks the code the address carries, once
  useEffect(() => {
    if (given) void run(given);
  }, [given]);

  return (
    <PublicCard title={t('route.certificateVerify')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run(code);
        }}
      >
        <p className="text-sm text-muted">{t('certificateVerify.intro')}</p>
        <TextField
          name="code"
          label={t('certificateVerify.code')}
          required
          autoComplete="off"
          maxLength={40}
          value={code}
          onChange={setCode}
          error={problem ?? undefined}
        />
        <Button type="submit" busy={busy}>
          {t('certificateVerify.check')}
        </Button>
        {check && <Result check={check} />}
      </form>
    </PublicCard>
  );
}

import { forgotPasswordPayload, resetPasswordPayload } from '@saola/core/api';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { PasswordField } from '../../../ui/password-field/password-field';
import { TextField } from '../../../ui/text-field/text-field';
import { PageLink, PublicCard } from '../../shared/public-page';
import { Recaptcha } from '../sign-up/recaptcha';

export interface ForgotPasswordProps {
  /** The token of a mailed reset link (`/forgotPassword?token=…`); read from the address when absent. */
  token?: string;
  onNavigate?: (to: string) => void;
}

function Message({ text, tone }: { text: string | null; tone: 'ok' | 'problem' }) {
  if (!text) return null;
  return tone === 'ok' ? (
    <p
      role="status"
      className="rounded-control border border-green-600/30 bg-green-50 px-3 py-2 text-sm text-ink"
    >
      {text}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-control border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      {text}
    </p>
  );
}

/** The new password, with the mailed link's token or with the phone number and the SMS code. */
function NewPassword({
  via,
  onDone,
}: {
  via: { token: string } | { phone: string };
  onDone: (message: string) => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const [problem, setProblem] = useState<string | null>(null);
  const byPhone = 'phone' in via;
  const form = useForm({
    initial: { ...via, code: '', password: '', confirmPassword: '' },
    struct: resetPasswordPayload,
    onSubmit: async (values) => {
      setProblem(null);
      const reply = await api.account.resetPassword(byPhone ? values : { ...values, code: undefined }, {
        quiet: true,
      });
      if (reply.error) {
        const errors = fieldErrorsOf(reply);
        if (!errors) setProblem(reply.message);
        return errors;
      }
      onDone(reply.message);
      return undefined;
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      {byPhone && <p className="text-sm text-muted">{t('signUp.codeHint')}</p>}
      <Message text={problem} tone="problem" />
      {byPhone && (
        <TextField
          label={t('signUp.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          {...form.field('code')}
          value={form.values.code ?? ''}
        />
      )}
      <PasswordField label={t('auth.newPassword')} required {...form.field('password')} />
      <PasswordField label={t('auth.confirmPassword')} required {...form.field('confirmPassword')} />
      <Button type="submit" busy={form.submitting} className="w-full">
        {t('signUp.resetSubmit')}
      </Button>
    </form>
  );
}

function Ask({ onSent }: { onSent: (identifier: string, message: string) => void }) {
  const t = useT();
  const { api } = useSaola();
  const [problem, setProblem] = useState<string | null>(null);
  const options = useReply((a) => a.account.signUpOptions({}, { quiet: true }), []);
  const form = useForm({
    initial: { identifier: '', recaptchaToken: '' },
    struct: forgotPasswordPayload,
    onSubmit: async (values) => {
      setProblem(null);
      const reply = await api.account.forgotPassword(values, { quiet: true });
      if (reply.error) {
        const errors = fieldErrorsOf(reply);
        if (!errors) setProblem(reply.message);
        return errors;
      }
      onSent(values.identifier, reply.message);
      return undefined;
    },
  });
  const siteKey = options.data?.recaptchaSiteKey;
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('signUp.forgotHint')}</p>
      <Message text={problem} tone="problem" />
      <TextField
        label={t('signUp.identifier')}
        required
        autoComplete="email"
        maxLength={200}
        {...form.field('identifier')}
      />
      {siteKey && (
        <div className="flex flex-col gap-1">
          <Recaptcha
            siteKey={siteKey}
            label={t('signUp.robotCheck')}
            onToken={(token) => form.set('recaptchaToken', token)}
          />
          {form.errors.recaptchaToken && <p className="text-sm text-danger">{form.errors.recaptchaToken}</p>}
        </div>
      )}
      <Button type="submit" busy={form.submitting} className="w-full">
        {t('signUp.send')}
      </Button>
    </form>
  );
}

const tokenInAddress = () =>
  typeof window === 'undefined'
    ? undefined
    : (new URLSearchParams(window.location.search).get('token') ?? undefined);

/**
 * Password recovery: the email or phone number of the account, then the mailed link or the SMS code and a
 * new password. The answer is the same whether or not an account exists; a link or code works once.
 */
export function ForgotPassword({ token, onNavigate }: ForgotPasswordProps) {
  const t = useT();
  const [linkToken] = useState(() => token ?? tokenInAddress());
  const [sent, setSent] = useState<{ identifier: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const byPhone = sent && !sent.identifier.includes('@');
  return (
    <PublicCard title={t(linkToken || byPhone ? 'signUp.resetTitle' : 'signUp.forgotTitle')}>
      {done ? (
        <Message text={done} tone="ok" />
      ) : linkToken ? (
        <NewPassword via={{ token: linkToken }} onDone={setDone} />
      ) : sent ? (
        <div className="flex flex-col gap-4">
          <Message text={sent.message} tone="ok" />
          {byPhone && <NewPassword via={{ phone: sent.identifier }} onDone={setDone} />}
        </div>
      ) : (
        <Ask onSent={(identifier, message) => setSent({ identifier, message })} />
      )}
      <p className="mt-4 text-center text-sm">
        <PageLink to="/signIn" onNavigate={onNavigate}>
          {t('signUp.backToSignIn')}
        </PageLink>
      </p>
    </PublicCard>
  );
}

import {
  forgotPasswordPayload,
  type RecoveryAccount,
  recoveryAccountsPayload,
  resetPasswordPayload,
} from '@saola/core/api';
import { dataOf } from '@saola/core/http';
import { pathTo } from '@saola/core/routes';
import { useEffect, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { PasswordField } from '../../../ui/password-field/password-field';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { PageLink, PublicCard } from '../../shared/public-page';
import { Recaptcha } from '../shared/recaptcha';

export interface ForgotPasswordProps {
  /** The token of a mailed reset link (`/forgotPassword?token=…`); read from the address when absent. */
  token?: string;
  onNavigate?: (to: string) => void;
}

function Message({ text, tone }: { text: string | null; tone: 'ok' | 'notice' | 'problem' }) {
  if (!text) return null;
  // Nothing went wrong, but nothing was sent either: the learner has to ask the school (no mail server).
  if (tone === 'notice')
    return (
      <p
        role="status"
        className="rounded-control border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm text-ink"
      >
        {text}
      </p>
    );
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

type Proof = { token: string } | { phone: string; code: string; idUser: number };

/** The new password for the account the page names, with the proof that opened it. */
function NewPassword({
  via,
  account,
  onDone,
}: {
  via: Proof;
  account: RecoveryAccount;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initial: { ...via, password: '', confirmPassword: '' },
    struct: resetPasswordPayload,
    onSubmit: async (values) => {
      setProblem(null);
      const reply = await api.account.resetPassword(values, { quiet: true });
      if (reply.error) {
        const errors = fieldErrorsOf(reply);
        // The code and account were settled on the steps before: a refusal of them shows above the form.
        const earlier = errors?.find((e) => e.field !== 'password' && e.field !== 'confirmPassword');
        if (!errors || earlier) setProblem(earlier?.message ?? reply.message);
        return errors;
      }
      onDone(reply.message);
      return undefined;
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <p className="text-sm font-medium text-ink">
        {t('signUp.resetAccount', { username: account.username })}
      </p>
      <Message text={problem} tone="problem" />
      <PasswordField label={t('auth.newPassword')} required {...form.field('password')} />
      <PasswordField label={t('auth.confirmPassword')} required {...form.field('confirmPassword')} />
      <Button type="submit" busy={form.submitting} className="w-full">
        {t('signUp.resetSubmit')}
      </Button>
    </form>
  );
}

/** A mailed link's page: it names the account the link resets before asking for the password. */
function LinkReset({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const { api } = useSaola();
  const [found, setFound] = useState<{ account: RecoveryAccount } | { problem: string } | null>(null);
  useEffect(() => {
    let live = true;
    void api.account.recoveryAccounts({ token }, { quiet: true }).then((reply) => {
      if (!live) return;
      const [account] = dataOf(reply) ?? [];
      setFound(account ? { account } : { problem: reply.message });
    });
    return () => {
      live = false;
    };
  }, [api, token]);
  if (!found) return null;
  if ('problem' in found) return <Message text={found.problem} tone="problem" />;
  return <NewPassword via={{ token }} account={found.account} onDone={onDone} />;
}

/**
 * The SMS code, checked before anything else: only a right code names the accounts on the phone (several
 * may share it); with more than one, the person chooses which she is recovering.
 */
function PhoneReset({ phone, onDone }: { phone: string; onDone: (message: string) => void }) {
  const t = useT();
  const { api } = useSaola();
  const [proven, setProven] = useState<{ code: string; accounts: RecoveryAccount[] } | null>(null);
  const [chosen, setChosen] = useState<RecoveryAccount | null>(null);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const form = useForm({
    initial: { phone, code: '' },
    struct: recoveryAccountsPayload,
    onSubmit: async (values) => {
      const reply = await api.account.recoveryAccounts(values, { quiet: true });
      if (reply.error || !reply.data)
        return fieldErrorsOf(reply) ?? [{ field: 'code', message: reply.message }];
      const code = values.code ?? '';
      setProven({ code, accounts: reply.data });
      if (reply.data.length === 1) setChosen(reply.data[0] ?? null);
      return undefined;
    },
  });
  if (proven && chosen)
    return (
      <NewPassword via={{ phone, code: proven.code, idUser: chosen.id }} account={chosen} onDone={onDone} />
    );
  if (proven)
    return (
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setChosen(proven.accounts.find((a) => String(a.id) === picked) ?? null);
        }}
      >
        <p className="text-sm text-muted">{t('signUp.chooseHint')}</p>
        <RadioGroup
          label={t('signUp.chooseAccount')}
          name="account"
          required
          value={picked}
          options={proven.accounts.map((a) => ({ value: String(a.id), label: a.username }))}
          onChange={setPicked}
        />
        <Button type="submit" disabled={!picked} className="w-full">
          {t('signUp.next')}
        </Button>
      </form>
    );
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('signUp.codeHint')}</p>
      <TextField
        label={t('signUp.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        {...form.field('code')}
        value={form.values.code ?? ''}
      />
      <Button type="submit" busy={form.submitting} className="w-full">
        {t('signUp.next')}
      </Button>
    </form>
  );
}

interface Sent {
  identifier: string;
  message: string;
  /** False when the school has no mail server and the learner is told to ask the school instead. */
  delivered: boolean;
}

function Ask({ onSent }: { onSent: (sent: Sent) => void }) {
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
      onSent({
        identifier: values.identifier,
        message: reply.message,
        delivered: reply.data?.sent !== false,
      });
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
 * Password recovery: the email or phone number of the account, then the mailed link or the SMS code, the
 * account it opens (named, partly hidden; chosen when a phone serves several) and a new password. The answer
 * is the same whether or not an account exists; a link or code works once.
 */
export function ForgotPassword({ token, onNavigate }: ForgotPasswordProps) {
  const t = useT();
  const [linkToken] = useState(() => token ?? tokenInAddress());
  const [sent, setSent] = useState<Sent | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const byPhone = sent && !sent.identifier.includes('@');
  return (
    <PublicCard title={t(linkToken || byPhone ? 'signUp.resetTitle' : 'signUp.forgotTitle')}>
      {done ? (
        <Message text={done} tone="ok" />
      ) : linkToken ? (
        <LinkReset token={linkToken} onDone={setDone} />
      ) : sent ? (
        <div className="flex flex-col gap-4">
          <Message text={sent.message} tone={sent.delivered ? 'ok' : 'notice'} />
          {byPhone && <PhoneReset phone={sent.identifier} onDone={setDone} />}
        </div>
      ) : (
        <Ask onSent={setSent} />
      )}
      <p className="mt-4 text-center text-sm">
        <PageLink to={pathTo('signIn')} onNavigate={onNavigate}>
          {t('signUp.backToSignIn')}
        </PageLink>
      </p>
    </PublicCard>
  );
}

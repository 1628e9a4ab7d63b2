import { type SignUpOptions, type SignUpResult, signUpPayload, verifyPhonePayload } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { session, signUpWith, takeRedirect } from '@saola/core/session';
import { useState } from 'react';
import { useEmit } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Spinner } from '../../../ui/progress/progress';
import { TextField } from '../../../ui/text-field/text-field';
import { PageLink, PublicCard } from '../../shared/public-page';
import { Recaptcha } from '../shared/recaptcha';

export interface SignUpProps {
  /** Called once the new account is signed in; the custom element fires `saola-signed-in` as well. */
  onSignedIn?: () => void;
  onNavigate?: (to: string) => void;
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p
      role="alert"
      className="rounded-control border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      {text}
    </p>
  ) : null;
}

function VerifyPhone({
  username,
  phone,
  onSignedIn,
  onAwaiting,
}: {
  username: string;
  phone: string;
  onSignedIn: () => void;
  onAwaiting: () => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initial: { username, code: '' },
    struct: verifyPhonePayload,
    onSubmit: async (values) => {
      setProblem(null);
      const reply = await signUpWith(api, (idDevice) =>
        api.account.verifyPhone({ ...values, idDevice }, { quiet: true }),
      );
      if (reply.error) {
        const errors = fieldErrorsOf(reply);
        if (!errors) setProblem(reply.message);
        return errors;
      }
      if (reply.data?.status === 'awaitingApproval') onAwaiting();
      else onSignedIn();
      return undefined;
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('signUp.verifyHint', { phone })}</p>
      <Problem text={problem} />
      <TextField
        label={t('signUp.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        {...form.field('code')}
      />
      <Button type="submit" busy={form.submitting} className="w-full">
        {t('signUp.verify')}
      </Button>
    </form>
  );
}

function Form({
  options,
  onDone,
}: {
  options: SignUpOptions;
  onDone: (next: SignUpResult['status'], pending: { username: string; phone: string }) => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const [problem, setProblem] = useState<string | null>(null);
  const byPhone = options.learnerRegistration === 'phone';
  const form = useForm({
    initial: {
      fullName: '',
      username: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      recaptchaToken: '',
    },
    struct: signUpPayload,
    onSubmit: async (values) => {
      setProblem(null);
      const payload = { ...values, email: values.email || null, phone: values.phone || null };
      const reply = await signUpWith(api, (idDevice) =>
        api.account.signUp({ ...payload, idDevice }, { quiet: true }),
      );
      if (reply.error || !reply.data) {
        const errors = fieldErrorsOf(reply);
        if (!errors) setProblem(reply.message);
        return errors;
      }
      // The hint names the number as she typed it; the payload carried it in E.164.
      onDone(reply.data.status, { username: values.username, phone: form.values.phone ?? '' });
      return undefined;
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <Problem text={problem} />
      <TextField
        label={t('signUp.fullName')}
        required
        autoComplete="name"
        maxLength={150}
        {...form.field('fullName')}
      />
      <TextField
        label={t('auth.username')}
        required
        autoComplete="username"
        maxLength={100}
        {...form.field('username')}
      />
      <TextField
        label={t('signUp.email')}
        type="email"
        autoComplete="email"
        maxLength={200}
        {...form.field('email')}
        value={form.values.email ?? ''}
      />
      <TextField
        label={t('signUp.phone')}
        type="tel"
        autoComplete="tel"
        required={byPhone}
        maxLength={30}
        {...form.field('phone')}
        value={form.values.phone ?? ''}
      />
      <PasswordField label={t('auth.password')} required {...form.field('password')} />
      {options.isSetStrongPassword && <p className="-mt-2 text-xs text-muted">{t('settings.strongHint')}</p>}
      <PasswordField label={t('auth.confirmPassword')} required {...form.field('confirmPassword')} />
      {options.recaptchaSiteKey && (
        <div className="flex flex-col gap-1">
          <Recaptcha
            siteKey={options.recaptchaSiteKey}
            label={t('signUp.robotCheck')}
            onToken={(token) => form.set('recaptchaToken', token)}
          />
          {form.errors.recaptchaToken && <p className="text-sm text-danger">{form.errors.recaptchaToken}</p>}
        </div>
      )}
      <Button type="submit" busy={form.submitting} className="w-full">
        {t('signUp.submit')}
      </Button>
    </form>
  );
}

/**
 * A visitor signs up as a learner, as the school's security setting says: active at once, or after the code
 * sent by SMS; a school that closed registration says so. The password policy is the server's.
 */
export function SignUp({ onSignedIn, onNavigate }: SignUpProps) {
  const t = useT();
  const emit = useEmit();
  const loaded = useReply((api) => api.account.signUpOptions({}, { quiet: true }), []);
  const [pending, setPending] = useState<{ username: string; phone: string } | null>(null);
  const [awaiting, setAwaiting] = useState(false);
  const signedIn = () => {
    if (session.user) emit('saola-signed-in', { user: { ...session.user } });
    if (onSignedIn) onSignedIn();
    else onNavigate?.(takeRedirect());
  };
  return (
    <PublicCard title={t(pending ? 'signUp.verifyTitle' : 'signUp.title')}>
      {loaded.failure ? (
        <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
      ) : !loaded.data ? (
        <Spinner />
      ) : loaded.data.learnerRegistration === 'closed' ? (
        <p role="status" className="text-sm text-ink">
          {t('signUp.closed')}
        </p>
      ) : awaiting ? (
        <p role="status" className="text-sm text-ink">
          {t('signUp.awaitingApproval')}
        </p>
      ) : pending ? (
        <VerifyPhone
          username={pending.username}
          phone={pending.phone}
          onSignedIn={signedIn}
          onAwaiting={() => setAwaiting(true)}
        />
      ) : (
        <Form
          options={loaded.data}
          onDone={(status, account) => {
            if (status === 'verifyPhone') setPending(account);
            else if (status === 'awaitingApproval') setAwaiting(true);
            else signedIn();
          }}
        />
      )}
      <p className="mt-4 text-center text-sm text-muted">
        {t('signUp.haveAccount')}{' '}
        <PageLink to={pathTo('signIn')} onNavigate={onNavigate}>
          {t('auth.signIn')}
        </PageLink>
      </p>
    </PublicCard>
  );
}

import { pathTo } from '@saola/core/routes';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { LocaleSwitcher } from '../../../ui/locale-switcher/locale-switcher';
import { PasswordField } from '../../../ui/password-field/password-field';
import { TextField } from '../../../ui/text-field/text-field';
import { PageLink } from '../../shared/public-page';
import { type SignedIn, useSignIn } from './use-sign-in';

export interface SignInProps {
  /** Called after a successful sign-in; the custom element fires `saola-signed-in` as well. */
  onSignedIn?: (result: SignedIn) => void;
  /** To sign-up and password recovery through the host's router (the element fires `saola-navigate`). */
  onNavigate?: (to: string) => void;
}

export function SignIn({ onSignedIn, onNavigate }: SignInProps) {
  const t = useT();
  const { form, problem, website, changeLocale, remember, setRemember } = useSignIn(onSignedIn);
  const { values, set, errors, submitting, submit, ref } = form;
  return (
    <div className="flex min-h-full items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-md ring-1 ring-line">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          {website?.logoUrl ? (
            <img src={website.logoUrl} alt="" className="h-12" />
          ) : (
            <span
              aria-hidden
              className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-xl font-bold text-white"
            >
              S
            </span>
          )}
          <p className="text-sm text-muted">{website?.name ?? t('common.appName')}</p>
          <h1 className="text-2xl font-semibold text-ink">{t('auth.signIn')}</h1>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {problem && (
            <p
              role="alert"
              className="rounded-control border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
            >
              {problem}
            </p>
          )}
          <TextField
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            required
            value={values.username}
            onChange={(v) => set('username', v)}
            error={errors.username}
            inputRef={ref('username')}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            required
            value={values.password}
            onChange={(v) => set('password', v)}
            error={errors.password}
            inputRef={ref('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Checkbox
              label={t('auth.rememberMe')}
              name="remember"
              checked={remember}
              onChange={setRemember}
            />
            <span className="text-sm">
              <PageLink to={pathTo('forgotPassword')} onNavigate={onNavigate}>
                {t('route.forgotPassword')}
              </PageLink>
            </span>
          </div>
          <Button type="submit" busy={submitting} className="w-full">
            {t('auth.signIn')}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm text-muted">
          <PageLink to={pathTo('signUp')} onNavigate={onNavigate}>
            {t('route.signUp')}
          </PageLink>
        </p>
        <div className="mt-6 flex justify-center">
          <LocaleSwitcher onChange={changeLocale} />
        </div>
      </div>
    </div>
  );
}

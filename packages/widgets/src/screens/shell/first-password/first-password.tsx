import { loadConfig, signOut } from '@saola/core/session';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { PublicCard } from '../../shared/public-page';
import { PasswordFields } from '../shared/password-fields';
import { usePasswordForm } from '../shared/use-profile';

/**
 * An imported account's first step: the school handed its password out (in a file others have seen), so
 * nothing else opens until the account has chosen its own. The server refuses every other call meanwhile;
 * once it is saved, the refreshed session no longer asks and the page shows what was asked for.
 */
export function FirstPassword() {
  const t = useT();
  const { api } = useSaola();
  const password = usePasswordForm(() => void loadConfig(api));
  return (
    <PublicCard title={t('firstPassword.title')}>
      <form noValidate onSubmit={password.form.submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('firstPassword.lead')}</p>
        <PasswordFields {...password} />
        <Button type="submit" busy={password.form.submitting} className="w-full">
          {t('firstPassword.submit')}
        </Button>
        <Button variant="ghost" onClick={() => void signOut(api)}>
          {t('auth.signOut')}
        </Button>
      </form>
    </PublicCard>
  );
}

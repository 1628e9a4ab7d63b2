import { useT } from '../../../runtime/i18n';
import { PasswordField } from '../../../ui/password-field/password-field';
import type { usePasswordForm } from './use-profile';

/** The current password, the new one (with the strength hint where the school asks) and its confirmation. */
export function PasswordFields({ form, strongPasswords }: ReturnType<typeof usePasswordForm>) {
  const t = useT();
  return (
    <>
      <PasswordField label={t('auth.currentPassword')} required {...form.field('currentPassword')} />
      <PasswordField
        label={t('auth.newPassword')}
        required
        autoComplete="new-password"
        strengthHint={strongPasswords}
        {...form.field('newPassword')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        required
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </>
  );
}

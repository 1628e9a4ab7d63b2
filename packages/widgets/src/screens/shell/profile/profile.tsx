import type { Profile as ProfileData } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { Avatar } from '../../../ui/avatar/avatar';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Spinner } from '../../../ui/progress/progress';
import { TextField } from '../../../ui/text-field/text-field';
import { MyOrders } from './my-orders';
import { useDetailsForm, usePasswordForm, useProfile } from './use-profile';

/** The signed-in user's profile: details to edit, and the password change in a dialog. */
export function Profile() {
  const { profile, setProfile, failure, reload } = useProfile();
  if (failure)
    return (
      <div className="p-6">
        <LoadFailed failure={failure} onRetry={reload} />
      </div>
    );
  if (!profile) {
    return (
      <div className="p-6">
        <Spinner />
      </div>
    );
  }
  return <ProfileView profile={profile} onSaved={setProfile} />;
}

function ProfileView({
  profile,
  onSaved,
}: {
  profile: ProfileData;
  onSaved: (profile: ProfileData) => void;
}) {
  const t = useT();
  const details = useDetailsForm(profile, onSaved);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div className="mx-auto max-w-xl p-4 sm:p-6">
      <div className="mb-6 flex items-center gap-4">
        <Avatar name={profile.fullName} url={profile.avatarUrl} size="lg" />
        <div>
          <h1 className="text-xl font-semibold text-ink">{profile.fullName}</h1>
          <p className="text-sm text-muted">{profile.username}</p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={details.submit}
        className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-line"
      >
        <h2 className="text-base font-semibold text-ink">{t('route.profile')}</h2>
        <TextField
          label={t('common.name')}
          name="fullName"
          required
          value={details.values.fullName}
          onChange={(v) => details.set('fullName', v)}
          error={details.errors.fullName}
          inputRef={details.ref('fullName')}
        />
        <TextField
          label={t('common.email')}
          name="email"
          type="email"
          value={details.values.email}
          onChange={(v) => details.set('email', v)}
          error={details.errors.email}
          inputRef={details.ref('email')}
        />
        <TextField
          label={t('common.phone')}
          name="phone"
          type="tel"
          value={details.values.phone}
          onChange={(v) => details.set('phone', v)}
          error={details.errors.phone}
          inputRef={details.ref('phone')}
        />
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="secondary" onClick={() => setChangingPassword(true)}>
            {t('auth.newPassword')}
          </Button>
          <Button type="submit" busy={details.submitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
      {profile.idType === ID_TYPE.STUDENT && <MyOrders />}
      {changingPassword && <ChangePassword onClose={() => setChangingPassword(false)} />}
    </div>
  );
}

/** Mounted only while open, so each opening starts empty. */
function ChangePassword({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { form: pw, strongPasswords } = usePasswordForm(onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('auth.newPassword')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="saola-change-password" busy={pw.submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="saola-change-password" noValidate onSubmit={pw.submit} className="flex flex-col gap-4">
        <PasswordField
          label={t('auth.currentPassword')}
          name="currentPassword"
          required
          value={pw.values.currentPassword}
          onChange={(v) => pw.set('currentPassword', v)}
          error={pw.errors.currentPassword}
          inputRef={pw.ref('currentPassword')}
        />
        <PasswordField
          label={t('auth.newPassword')}
          name="newPassword"
          required
          autoComplete="new-password"
          strengthHint={strongPasswords}
          value={pw.values.newPassword}
          onChange={(v) => pw.set('newPassword', v)}
          error={pw.errors.newPassword}
          inputRef={pw.ref('newPassword')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          required
          autoComplete="new-password"
          value={pw.values.confirmPassword}
          onChange={(v) => pw.set('confirmPassword', v)}
          error={pw.errors.confirmPassword}
          inputRef={pw.ref('confirmPassword')}
        />
      </form>
    </Dialog>
  );
}

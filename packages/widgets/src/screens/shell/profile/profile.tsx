import type { Profile as ProfileData } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { Avatar } from '../../../ui/avatar/avatar';
import { Button } from '../../../ui/button/button';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { TextField } from '../../../ui/text-field/text-field';
import { PasswordFields } from '../shared/password-fields';
import { useDetailsForm, usePasswordForm, useProfile } from '../shared/use-profile';
import { MyOrders } from './my-orders';

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
        <TextField label={t('common.name')} required {...details.field('fullName')} />
        <TextField label={t('common.email')} type="email" {...details.field('email')} />
        <TextField label={t('common.phone')} type="tel" {...details.field('phone')} />
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
  const password = usePasswordForm(onClose);
  return (
    <FormDialog
      title={t('auth.newPassword')}
      onClose={onClose}
      submit={password.form.submit}
      submitting={password.form.submitting}
    >
      <PasswordFields {...password} />
    </FormDialog>
  );
}

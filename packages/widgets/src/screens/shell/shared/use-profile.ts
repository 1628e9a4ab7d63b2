import type { Profile } from '@saola/core/api';
import { PASSWORD_MIN_LENGTH } from '@saola/core/constants';
import { siteFlags } from '@saola/core/session';
import {
  blankOr,
  confirmed,
  email,
  minLength,
  object,
  phone,
  requiredString,
  strongPassword,
} from '@saola/core/validate';
import { useMemo, useState } from 'react';
import { string } from 'superstruct';
import { useFormat } from '../../../runtime/format';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';

const detailsForm = object({
  fullName: requiredString(150),
  email: blankOr(email()),
  phone: blankOr(phone()),
});

/** A blank optional field clears the value on the server. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Loads the signed-in user's profile; a saved profile replaces it. */
export function useProfile() {
  const loaded = useReply((api) => api.auth.profile({}), []);
  const [saved, setProfile] = useState<Profile | null>(null);
  return { profile: saved ?? loaded.data, setProfile, failure: loaded.failure, reload: loaded.reload };
}

/** The details form, starting from the loaded profile; a saved profile comes back through `onSaved`. */
export function useDetailsForm(profile: Profile, onSaved: (profile: Profile) => void) {
  const { api } = useSaola();
  const { phone } = useFormat();
  return useForm({
    initial: {
      fullName: profile.fullName,
      email: profile.email ?? '',
      phone: profile.phone ? phone(profile.phone) : '',
    },
    struct: detailsForm,
    onSubmit: async (values) => {
      const reply = await api.auth.editProfile({
        fullName: values.fullName,
        email: orNull(values.email),
        phone: orNull(values.phone),
      });
      if (reply.error) return fieldErrorsOf(reply);
      if (reply.data) onSaved(reply.data);
      return undefined;
    },
  });
}

/** The password change, under the same policy the server enforces (8+, strong when the site asks). */
export function usePasswordForm(onDone: () => void) {
  const { api } = useSaola();
  const strongPasswords = siteFlags(useSession().website).strongPasswordRequired;
  const struct = useMemo(() => {
    const rule = minLength(requiredString(200), PASSWORD_MIN_LENGTH);
    const newPassword = strongPasswords ? strongPassword(rule) : rule;
    return confirmed(
      object({ currentPassword: requiredString(200), newPassword, confirmPassword: string() }),
      'newPassword',
      'confirmPassword',
    );
  }, [strongPasswords]);
  const form = useForm({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    struct,
    onSubmit: async (values) => {
      const reply = await api.auth.editProfile(values);
      if (reply.error) return fieldErrorsOf(reply);
      onDone();
      return undefined;
    },
  });
  return { form, strongPasswords };
}

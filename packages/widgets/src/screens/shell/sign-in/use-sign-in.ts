import { signInPayload } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { chooseLocaleSignedOut, loadConfig, session, signIn } from '@saola/core/session';
import { useEffect, useState } from 'react';
import { useEmit } from '../../../runtime/emit';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useForm } from '../../../ui/form/use-form';

export interface SignedIn {
  user: NonNullable<typeof session.user>;
}

/** Signs in with the site's own rules; refusals (wrong password, lockout, device limit) stay on the form. */
export function useSignIn(onSignedIn?: (result: SignedIn) => void) {
  const { api } = useSaola();
  const emit = useEmit();
  const snapshot = useSession();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!session.website) void loadConfig(api, { quiet: true });
  }, [api]);

  const form = useForm({
    initial: { username: '', password: '' },
    struct: signInPayload,
    onSubmit: async (credentials) => {
      setProblem(null);
      const reply = await signIn(api, credentials, { quiet: true });
      if (reply.error) {
        if (reply.data) return reply.data;
        setProblem(reply.message);
        return undefined;
      }
      if (!session.user) {
        setProblem(reply.message);
        return undefined;
      }
      const result = { user: { ...session.user } };
      emit('saola-signed-in', result);
      onSignedIn?.(result);
      return undefined;
    },
  });

  const changeLocale = (locale: Locale) => {
    chooseLocaleSignedOut(locale);
    // Reload the site's name and flags in the new language; the form keeps what was typed.
    void loadConfig(api, { quiet: true });
  };

  /** "Remember me": the session then outlives the browser; otherwise it ends with the tab. */
  const setRemember = (remember: boolean) => {
    session.remember = remember;
  };

  return { form, problem, website: snapshot.website, changeLocale, remember: snapshot.remember, setRemember };
}

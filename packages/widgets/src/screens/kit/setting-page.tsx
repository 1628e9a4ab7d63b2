import type { Api, SettingSection } from '@saola/core/api';
import type { Access, Reply } from '@saola/core/http';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { RequireAccess } from '../../elements/require-access';
import { useReply } from '../../runtime/use-reply';
import { LoadFailed } from '../../ui/empty-state/empty-state';
import { Spinner } from '../../ui/progress/progress';
import { SettingHistory } from '../admin/shared/setting-history';
import { SaveBar } from './save-bar';

export interface SettingPageProps<R> {
  title: string;
  /** Who may change the setting (its save call's access): anyone else is told so before any form shows. */
  access: Access;
  load: (api: Api) => Promise<Reply<R>>;
  /** The section whose last saves are listed under the form. */
  history?: SettingSection;
  /** The form from what is saved; `onSaved` loads it again, and the history with it. */
  children: (saved: R, onSaved: () => void) => ReactNode;
}

/**
 * A school's setting, one record of its own (its information, security, mail server…): loaded with its
 * failure states, the form only for whom may save it, and started afresh from what the server kept after
 * each save.
 */
export function SettingPage<R>({ title, access, load, history, children }: SettingPageProps<R>) {
  const [round, setRound] = useState(0);
  const loaded = useReply(load, [round]);
  return (
    <RequireAccess access={access}>
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {loaded.failure ? (
          <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
        ) : !loaded.data ? (
          <Spinner />
        ) : (
          // Keyed by what is saved: a save starts the form again from the server's values.
          <Fragment key={JSON.stringify(loaded.data)}>
            {children(loaded.data, () => setRound((r) => r + 1))}
          </Fragment>
        )}
        {history && <SettingHistory section={history} round={round} />}
      </div>
    </RequireAccess>
  );
}

/** A setting's form: its sections, then Save. */
export function SettingForm({
  form,
  children,
}: {
  form: { submit: (event: FormEvent<HTMLFormElement>) => void; submitting: boolean };
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      {children}
      <SaveBar busy={form.submitting} />
    </form>
  );
}

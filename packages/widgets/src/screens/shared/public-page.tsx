import { loadConfig, session } from '@saola/core/session';
import { useEffect } from 'react';
import { useEmit } from '../../runtime/emit';
import { useSession, useT } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';
import { LocaleSwitcher } from '../../ui/locale-switcher/locale-switcher';

/** The card the public pages share: the school's logo and name, a title, the content, the language switch. */
export function PublicCard({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useT();
  const { api } = useSaola();
  const { website } = useSession();
  useEffect(() => {
    if (!session.website) void loadConfig(api, { quiet: true });
  }, [api]);
  return (
    <div className="flex min-h-full items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-md ring-1 ring-line sm:p-8">
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
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        </div>
        {children}
        <div className="mt-6 flex justify-center">
          <LocaleSwitcher onChange={() => void loadConfig(api, { quiet: true })} />
        </div>
      </div>
    </div>
  );
}

/** A link to another public page, through the host's router (and `saola-navigate` for an element). */
export function PageLink({
  to,
  children,
  onNavigate,
}: {
  to: string;
  children: string;
  onNavigate?: ((to: string) => void) | undefined;
}) {
  const emit = useEmit();
  return (
    <a
      href={to}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
      onClick={(event) => {
        if (!onNavigate) return;
        event.preventDefault();
        emit('saola-navigate', { to });
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}

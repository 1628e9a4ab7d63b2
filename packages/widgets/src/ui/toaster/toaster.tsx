import type { NoticeMap } from '@saola/core/http';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';

const Dialog = lazy(() => import('../dialog/dialog').then((module) => ({ default: module.Dialog })));

type Toast = NoticeMap['toast'] & { id: number };
let next = 0;

const LEVEL = {
  success: 'border-brand-500 bg-brand-50 text-brand-800',
  error: 'border-danger bg-red-50 text-danger',
  info: 'border-line bg-white text-ink',
} as const;

/** Shows the request wrapper's toasts for their 3 seconds; a 400 with several problems as a list. */
export function Toaster() {
  const { client } = useSaola();
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(
    () =>
      client.notices.on('toast', (notice) => {
        const toast = { ...notice, id: ++next };
        setToasts((current) => [...current, toast]);
        setTimeout(() => setToasts((current) => current.filter((t) => t.id !== toast.id)), notice.duration);
      }),
    [client],
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed end-4 bottom-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.level === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto rounded-lg border-s-4 p-3 text-sm shadow-lg ${LEVEL[toast.level]}`}
        >
          <p className="font-medium">{toast.message}</p>
          {toast.items && (
            <ul className="mt-1 list-disc ps-5">
              {toast.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * Shows the wrapper's alerts (401, 403) as a modal the user acknowledges. The dialog's code arrives with the
 * first alert: an embedded element's runtime need not carry it for a page that never sees one.
 */
export function AlertHost() {
  const t = useT();
  const { client } = useSaola();
  const [message, setMessage] = useState<string | null>(null);
  // Once shown it stays mounted, so closing it is the dialog's own close (focus goes back where it was).
  const [shown, setShown] = useState(false);
  useEffect(
    () =>
      client.notices.on('alert', (notice) => {
        setMessage(notice.message);
        setShown(true);
      }),
    [client],
  );
  return shown ? (
    <Suspense fallback={null}>
      <Dialog
        open={message !== null}
        onClose={() => setMessage(null)}
        role="alertdialog"
        title={t('common.error')}
      >
        {message}
      </Dialog>
    </Suspense>
  ) : null;
}

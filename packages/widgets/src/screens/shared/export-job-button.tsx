import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import type { ExportModule } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { allows } from '@saola/core/session';
import { useNavigateTo } from '../../runtime/emit';
import { useSession, useT } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';
import { Button } from '../../ui/button/button';

export interface ExportJobButtonProps {
  module: ExportModule;
  /** What is exported, read when the button is pressed: the list's filters and keyword as they are then. */
  query: () => Record<string, unknown>;
  onNavigate?: ((to: string) => void) | undefined;
}

/**
 * "Export": starts the export as a background job (once, however often it is pressed while starting) and
 * opens the export list, where its progress shows and its file waits. A refusal is told by the reply's notice
 * and leaves the user where she was. Offered only to those the contract lets start one.
 */
export function ExportJobButton({ module, query, onNavigate }: ExportJobButtonProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const go = useNavigateTo(onNavigate);
  if (!user || !allows(api.dataExport.start.access, user)) return null;
  // The button stays busy, and deaf to clicks, while the returned promise runs.
  const start = async () => {
    const reply = await api.dataExport.start({ module, ...query() });
    if (!reply.error) go(pathTo('exportList', { moduleName: module }));
  };
  return (
    <Button variant="secondary" onClick={start}>
      <ArrowDownTrayIcon aria-hidden className="size-4" />
      {t('common.export')}
    </Button>
  );
}

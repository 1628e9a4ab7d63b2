// The icon's own module: the barrel would pull every icon any screen uses into the elements' runtime.

import LockClosedIcon from '@heroicons/react/24/outline/LockClosedIcon';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';

export interface NoAccessProps {
  /** Where "back" leads; the dashboard by default (either area's: they share one address). */
  home?: string;
  onNavigate?: (to: string) => void;
}

/** A screen the user has no right to, said before they type anything into it, with the way back. */
export function NoAccess({ home = pathTo('adminDashboard'), onNavigate }: NoAccessProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col gap-4 py-10">
      <EmptyState
        icon={LockClosedIcon}
        title={t('errors.noAccess')}
        description={t('host.noAccessHint')}
        action={
          <Button variant="secondary" onClick={() => go(home)}>
            {t('common.back')}
          </Button>
        }
      />
    </div>
  );
}

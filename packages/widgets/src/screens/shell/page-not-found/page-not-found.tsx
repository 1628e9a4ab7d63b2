import { pathTo } from '@saola/core/routes';
import { useEmit } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';

export interface PageNotFoundProps {
  /** Where "back" leads; the dashboard by default (either area's: they share one address). */
  home?: string;
  onNavigate?: (to: string) => void;
}

export function PageNotFound({ home = pathTo('adminDashboard'), onNavigate }: PageNotFoundProps) {
  const t = useT();
  const emit = useEmit();
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-5xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold text-ink">{t('route.notFound')}</h1>
      <Button
        variant="secondary"
        onClick={() => {
          emit('saola-navigate', { to: home });
          onNavigate?.(home);
        }}
      >
        {t('common.back')}
      </Button>
    </div>
  );
}

import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { useSplash } from './use-splash';

export interface SplashProps {
  /** Where to go once the configuration is known; the element fires `saola-navigate` as well. */
  onNavigate?: (to: string) => void;
}

export function Splash({ onNavigate }: SplashProps) {
  const { failure, retry } = useSplash(onNavigate);
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span
        aria-hidden
        className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-2xl font-bold text-white"
      >
        S
      </span>
      {failure ? <LoadFailed centred failure={failure} onRetry={retry} /> : <Spinner />}
    </div>
  );
}

import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { VIDEO_FAILURE_TEXT } from '../../shared/video-failure';
import type { Failure } from './use-video-failure';

/** In place of a video that would not play: that it cannot be loaded, why, who was told, and a retry. */
export function VideoLoadFailed({
  failure,
  told,
  onRetry,
}: {
  failure: Failure;
  told: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-900">
      <ExclamationTriangleIcon aria-hidden className="size-6 shrink-0" />
      <div className="flex flex-col gap-2 text-sm">
        <p className="font-semibold">{t('learning.videoFailed')}</p>
        <p>{t(VIDEO_FAILURE_TEXT[failure.reason])}</p>
        {failure.code !== undefined && (
          <p className="text-xs">{t('learning.youtubeErrorCode', { code: failure.code })}</p>
        )}
        {told && <p>{t('learning.videoFailedTold')}</p>}
        <Button variant="secondary" className="self-start" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </div>
  );
}

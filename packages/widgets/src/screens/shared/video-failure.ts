import type { TranslationKey } from '@saola/core/i18n';
import type { VideoFailure } from '@saola/core/learning';

/** Why a YouTube video could not be played, in words a learner and their teacher both understand. */
export const VIDEO_FAILURE_TEXT: Record<VideoFailure, TranslationKey> = {
  noApi: 'learning.videoFailedNoApi',
  unavailable: 'learning.videoFailedUnavailable',
  notEmbeddable: 'learning.videoFailedNotEmbeddable',
  playerError: 'learning.videoFailedPlayer',
};

/**
 * Why a YouTube lesson's video could not be played: the IFrame API never arrived (a network that blocks
 * YouTube), the video is gone or private, its owner refuses embedding, or the player failed otherwise.
 */
export const VIDEO_FAILURES = ['noApi', 'unavailable', 'notEmbeddable', 'playerError'] as const;
export type VideoFailure = (typeof VIDEO_FAILURES)[number];

/**
 * What a YouTube player error code means (the IFrame API's onError): 100 removed or private, 101 and 150 the
 * owner does not allow embedding; 2 (a bad id), 5 (the HTML5 player) and codes added later are player errors.
 */
export function youtubeFailure(code: number): VideoFailure {
  if (code === 100) return 'unavailable';
  if (code === 101 || code === 150) return 'notEmbeddable';
  return 'playerError';
}

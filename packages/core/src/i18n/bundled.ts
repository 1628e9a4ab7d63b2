import { vi as common } from './common/vi';

/**
 * The dictionary part a bundle carries instead of fetching: common's Vietnamese, so the default language's
 * first paint waits for nothing. The standalone elements build replaces this module with one carrying none
 * (widgets/scripts/fetched-common.ts): an element fetches common in its own page's language, beside its
 * screen, and an English or Lao page no longer downloads Vietnamese it does not show.
 */
export const BUNDLED_COMMON: typeof common | undefined = common;

/**
 * For the standalone elements build: core's i18n/bundled.ts carries no dictionary part, so the runtime does
 * not hold common's Vietnamese (2.4 kB gzip). Each element fetches common in its page's language with its
 * screen, like every other part; scripts/size.ts counts it with each screen.
 */
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

export const fetchedCommon: Plugin = {
  name: 'fetched-common',
  setup(build) {
    build.onLoad({ filter: /[\\/]core[\\/]src[\\/]i18n[\\/]bundled\.ts$/ }, () => ({
      contents: 'export const BUNDLED_COMMON = undefined;',
      loader: 'ts',
    }));
  },
};

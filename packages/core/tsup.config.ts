import { defineConfig } from 'tsup';

const areas = [
  'http',
  'session',
  'validate',
  'i18n',
  'dates',
  'format',
  'routes',
  'api',
  'constants',
  'learning',
];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(areas.map((a) => [`${a}/index`, `src/${a}/index.ts`])),
    // The frame's dictionary parts in Vietnamese, for the product's host to bundle (src/i18n/host.ts).
    'i18n/host': 'src/i18n/host.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
});

/**
 * A screen's folder is its room (issue 35): a screen uses its own files, the kit (screens/kit, ui/), and what its
 * area or every area shares (screens/<area>/shared, screens/shared); another screen's internals are not its to
 * import. It may show another screen whole, by that screen's own component file (the course form shows the
 * curriculum). Tests, stories and fixtures are excluded: they borrow each other's demo data on purpose.
 */
const SCREENS = '^packages/widgets/src/screens/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'screen-through-shared',
      severity: 'error',
      comment:
        "Another screen's files are its own: move what two screens use to screens/<area>/shared (or screens/shared " +
        'when areas share it), or show the other screen whole by its component file.',
      from: { path: `${SCREENS}([^/]+)/([^/]+)/` },
      to: {
        path: `${SCREENS}[^/]+/[^/]+/`,
        pathNot: [
          `${SCREENS}$1/$2/`,
          `${SCREENS}[^/]+/shared/`,
          `${SCREENS}shared/`,
          `${SCREENS}kit/`,
          `${SCREENS}[^/]+/([^/]+)/\\1\\.tsx$`,
        ],
      },
    },
  ],
  options: {
    includeOnly: '^packages/widgets/src/',
    exclude: { path: ['\\.test\\.tsx?$', '\\.stories\\.tsx$', '\\.fixtures\\.tsx?$', 'fake-'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'packages/widgets/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};

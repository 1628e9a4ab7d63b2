/**
 * Server modules are rooms (issue 35): a module is entered only by its door (index.ts), modules form no loops,
 * and the layers below them (http/, policy/, db/ …) know no module: they declare what they need and the
 * assembly (server.ts, routes.ts, main.ts, cli.ts, seed/) hands it in. Tests are white-box and excluded.
 */
const SRC = '^packages/server/src/';
const MODULES = `${SRC}modules/`;
const ASSEMBLY = [`${SRC}(server|routes|main|cli)\\.ts$`, `${SRC}seed/`];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        "Another module's files are private: import its index.ts (`../course`), which names what it offers.",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'assembly-through-index',
      severity: 'error',
      comment: "The assembly wires modules by their index.ts only; a module's other files are its own.",
      from: { path: ASSEMBLY },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'layers-know-no-module',
      severity: 'error',
      comment:
        'http/, policy/, db/ and the other shared layers sit below the modules: declare the service you need as an ' +
        'interface here and let server.ts supply it.',
      from: { path: SRC, pathNot: [MODULES, ...ASSEMBLY] },
      to: { path: MODULES },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment:
        'Two folders (modules or layers) that need each other are one room with two doors: move the shared piece ' +
        'down (a lower module, policy/) or pass it in as a function or service.',
      scope: 'folder',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: SRC,
    exclude: { path: ['\\.test\\.ts$', '^packages/server/test/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'packages/server/tsconfig.json') },
    enhancedResolveOptions: {
      extensions: ['.ts', '.mjs', '.js', '.json'],
      conditionNames: ['@saola/source', 'import', 'node', 'default'],
      exportsFields: ['exports'],
    },
  },
};

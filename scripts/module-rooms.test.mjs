import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

// The lint runs .dependency-cruiser.cjs on the server and .dependency-cruiser.widgets.cjs on the widgets' screens;
// these runs prove on small trees that each rule bites, so a rule whose paths drifted cannot pass by matching
// nothing.
const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const SERVER = { config: join(ROOT, '.dependency-cruiser.cjs'), base: 'packages/server/src' };
const WIDGETS = { config: join(ROOT, '.dependency-cruiser.widgets.cjs'), base: 'packages/widgets/src' };
const DEPCRUISE = join(ROOT, 'node_modules', '.bin', 'depcruise');
const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes a tree (path under the package's src → code) and cruises it as the lint does. */
function cruise(files, { config, base } = SERVER) {
  const dir = mkdtempSync(join(tmpdir(), 'module-rooms-'));
  dirs.push(dir);
  for (const [path, code] of Object.entries(files)) {
    const file = join(dir, base, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, code);
  }
  const run = spawnSync(DEPCRUISE, ['--config', config, base], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const ROOMS = {
  'modules/course/index.ts': "export { courses } from './courses';\n",
  'modules/course/courses.ts':
    "import { units } from '../organisation';\nexport const courses = () => units();\n",
  'modules/organisation/index.ts': "export { units } from './units';\n",
  'modules/organisation/units.ts':
    "import { ok } from '../../http/context';\nexport const units = () => ok;\n",
  'http/context.ts': 'export const ok = 1;\n',
  'routes.ts': "import { courses } from './modules/course';\nexport const all = [courses];\n",
};

test('a server whose modules are entered by their index passes', () => {
  const { status, output } = cruise(ROOMS);
  assert.equal(status, 0, output);
  assert.match(output, /no dependency violations/);
});

test("each rule refuses its own breach, and a test's white-box import is let through", () => {
  const { status, output } = cruise({
    ...ROOMS,
    'modules/course/enrolments.ts':
      "import { units } from '../organisation/units';\nexport const e = units;\n",
    'modules/course/courses.test.ts':
      "import { units } from '../organisation/units';\nexport const t = units;\n",
    'routes.ts': "import { courses } from './modules/course/courses';\nexport const all = [courses];\n",
    'http/app.ts': "import { courses } from '../modules/course';\nexport const app = courses;\n",
    'modules/organisation/units.ts':
      "import { courses } from '../course';\nexport const units = () => courses;\n",
  });
  assert.notEqual(status, 0, output);
  const found = (rule, from, to) =>
    assert.ok(
      output.includes(`${rule}: packages/server/src/${from} → packages/server/src/${to}`),
      `${rule} ${from} → ${to}\n${output}`,
    );
  found('module-through-index', 'modules/course/enrolments.ts', 'modules/organisation/units.ts');
  found('assembly-through-index', 'routes.ts', 'modules/course/courses.ts');
  found('layers-know-no-module', 'http/app.ts', 'modules/course/index.ts');
  assert.match(output, /no-folder-cycle: packages\/server\/src\/modules\/course → /);
  assert.match(output, /no-folder-cycle: packages\/server\/src\/modules\/organisation → /);
  assert.doesNotMatch(output, /courses\.test\.ts/);
});

test("a screen uses its own files, the kit and what is shared, shows another screen whole, and no screen's internals", () => {
  const screens = (files) =>
    Object.fromEntries(Object.entries(files).map(([path, code]) => [`screens/${path}`, code]));
  const { status, output } = cruise(
    screens({
      'kit/save-bar.tsx': 'export const SaveBar = 1;\n',
      'admin/shared/unit-tree.ts':
        "import { order } from '../unit-list/order';\nexport const tree = order;\n",
      'admin/unit-list/order.ts': 'export const order = 1;\n',
      'admin/unit-list/unit-list.tsx': "import { order } from './order';\nexport const UnitList = order;\n",
      'admin/unit-list/unit-list.fixtures.ts': 'export const units = [];\n',
      'admin/unit-form/unit-form.tsx': [
        "import { SaveBar } from '../../kit/save-bar';",
        "import { tree } from '../shared/unit-tree';",
        "import { UnitList } from '../unit-list/unit-list';",
        "import { order } from '../unit-list/order';",
        'export const UnitForm = [SaveBar, tree, UnitList, order];',
        '',
      ].join('\n'),
      'admin/unit-form/unit-form.test.tsx':
        "import { units } from '../unit-list/unit-list.fixtures';\nexport const t = units;\n",
    }),
    WIDGETS,
  );
  assert.notEqual(status, 0, output);
  const breaches = output.match(/screen-through-shared: .*/g) ?? [];
  assert.deepEqual(breaches.sort(), [
    'screen-through-shared: packages/widgets/src/screens/admin/shared/unit-tree.ts → packages/widgets/src/screens/admin/unit-list/order.ts',
    'screen-through-shared: packages/widgets/src/screens/admin/unit-form/unit-form.tsx → packages/widgets/src/screens/admin/unit-list/order.ts',
  ]);
});

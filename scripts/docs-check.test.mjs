import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { anchorsOf, checkDocs, commandsOf } from './docs-check.mjs';

/** A small repository: a root with a `test` script, one package with `start`, and the given docs. */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  const all = {
    'package.json': JSON.stringify({ scripts: { test: 'vitest', lint: 'biome' } }),
    'packages/server/package.json': JSON.stringify({ name: '@saola/server', scripts: { start: 'tsx' } }),
    'docs/images/dashboard.png': 'png',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const guide = [
  '# Owner guide',
  '## First week: the school',
  '![Dashboard](images/dashboard.png)',
  'Back to the [README](../README.md#set-up).',
].join('\n');

test('sound docs pass', () => {
  const root = repo({
    'README.md':
      '# Saola\n## Set up\n```sh\nnpx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test\n```\nSee [the guide](docs/owner.md#first-week-the-school).\n',
    'docs/owner.md': guide,
  });
  assert.deepEqual(checkDocs(root), []);
});

test('a link to a missing file fails', () => {
  const root = repo({
    'README.md': '# Saola\n## Set up\nSee [the guide](docs/gone.md).\n',
    'docs/owner.md': guide,
  });
  assert.deepEqual(checkDocs(root), ['README.md: link docs/gone.md leads nowhere']);
});

test('an anchor that names no heading fails', () => {
  const root = repo({
    'README.md': '# Saola\n## Set up\n',
    'docs/owner.md': guide.replace('#set-up', '#setup'),
  });
  assert.deepEqual(checkDocs(root), ['docs/owner.md: link ../README.md#setup names no heading']);
});

test('a missing image fails', () => {
  const root = repo({
    'README.md': '# Saola\n## Set up\n',
    'docs/owner.md': guide.replace('dashboard.png', 'gone.png'),
  });
  assert.deepEqual(checkDocs(root), ['docs/owner.md: image images/gone.png leads nowhere']);
});

test('a command that is no script, and one of another tool, fail', () => {
  const root = repo({
    'README.md': [
      '# Saola',
      '```sh',
      'npx -y pnpm@10.34.9 --filter @saola/server start',
      'PORT=4710 npx -y pnpm@10.34.9 --filter @saola/server serve',
      'pnpm bench',
      'rm -rf data',
      '```',
    ].join('\n'),
  });
  assert.deepEqual(checkDocs(root), [
    'README.md: @saola/server has no script `serve`',
    'README.md: the root package has no script `bench`',
    'README.md: `rm -rf data` is neither a pnpm script nor run by CI',
  ]);
});

test("a README whose test command is not .ci/run's fails", () => {
  const ci =
    "#!/usr/bin/env bash\n# The README's test command, verbatim:\nnpx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test\n";
  const readme = (command) => `# Saola\n\`\`\`sh\n${command}\n\`\`\`\n`;
  assert.deepEqual(
    checkDocs(
      repo({ '.ci/run': ci, 'README.md': readme('npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test') }),
    ),
    [],
  );
  assert.deepEqual(checkDocs(repo({ '.ci/run': ci, 'README.md': readme('npx -y pnpm@10.34.9 test') })), [
    'README.md: no sh block holds the test command .ci/run runs, `npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test`',
  ]);
});

test('headings become GitHub anchors, repeats numbered', () => {
  assert.deepEqual(
    [...anchorsOf('# A `pnpm` step: PostgreSQL\n## Notes\n## Notes\n```\n# not a heading\n```')],
    ['a-pnpm-step-postgresql', 'notes', 'notes-1'],
  );
});

test('continued lines are one command; other fences are not commands', () => {
  assert.deepEqual(commandsOf('```sh\n# comment\npnpm a \\\n  --b\n```\n```text\npnpm c\n```'), [
    'pnpm a --b',
  ]);
});

test("the repository's own docs pass", () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  assert.deepEqual(checkDocs(root), []);
});

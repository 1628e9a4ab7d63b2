import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { literalsIn, routeHeads, routeLiterals } from './route-literals.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const HEADS = ['couponCode', 'order', 'signIn', 'setting', 'my-course'];

test("the catalogue's first segments are read from core's route tables", () => {
  const heads = routeHeads(ROOT);
  for (const head of ['couponCode', 'setting', 'signIn', 'my-course', 'backgroundJob'])
    assert.ok(heads.includes(head), head);
  assert.ok(!heads.includes(''), 'the splash page\'s "/" is not a head: it would match every "/"');
});

test('finds an address written by hand, in quotes, in a template and in a JSX attribute', () => {
  const code = [
    "const LIST = '/couponCode/list';",
    `go(\`/order/edit/\${id}\`);`,
    '<PageLink to="/signIn">',
    "const OUTBOX = '/setting/mailOutbox?tab=2';",
    `go(\`/my-course/\${id}\`);`,
  ].join('\n');
  assert.deepEqual(
    literalsIn(code, HEADS).map(({ line }) => line),
    [1, 2, 3, 4, 5],
  );
});

test('leaves alone API paths, the root, other segments, comments and addresses inside URLs', () => {
  const code = [
    "api.get('/Lms/Coupon/List');",
    "path.split('/');",
    "const site = 'https://school.example/couponCode/list';",
    '// back to `/couponCode/list`',
    '/** the list (`/order/list`) */',
    "const x = '/orders/list';",
  ].join('\n');
  assert.deepEqual(literalsIn(code, HEADS), []);
});

test('the front end names every screen address through pathTo, none by hand', () => {
  assert.deepEqual(routeLiterals(ROOT), []);
});

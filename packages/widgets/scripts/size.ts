/**
 * After the build: what a page downloads. The standalone elements file is the runtime (React, the custom
 * element wrapper, the client, styles); each element's screen arrives on first use. Prints the runtime with
 * each screen, against issue 7's target of 80 kB for runtime + one screen.
 *
 * That target is not met and cannot be with React 19: react-dom, react and its scheduler alone are about
 * 63 kB gzip, and the runtime adds Tailwind's CSS for the shadow roots, the Vietnamese dictionary and the
 * client (104 kB in all). So the check that fails the build is a guard against growth at today's measure,
 * stated here rather than raised quietly. Raised once, on purpose, from 110/190 kB: every element now asks
 * its screen's manifest access before showing it (the access table and the no-access state ride in the
 * runtime), replies map to their own states, counts use plural rules and POSTs carry idempotency keys —
 * 111.7 kB for the runtime, 191.6 kB with the course form. Issue 14's target (runtime ≤ 85 kB: the
 * dictionary and the whole contract's structs out of it) is the way down, not this guard.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { sheetPath } from './element-sheets';

interface Output {
  imports: Array<{ path: string; kind: string }>;
  entryPoint?: string;
  inputs: Record<string, { bytesInOutput: number }>;
}
const TARGET = 80 * 1024;
const GUARD = { runtime: 112 * 1024, withScreen: 192 * 1024 };
const ENTRY = 'dist/standalone/saola-elements.js';
const meta: { outputs: Record<string, Output> } = JSON.parse(
  readFileSync(new URL('../dist/standalone/metafile-esm.json', import.meta.url), 'utf8'),
);

/** An output and what it imports statically: what the browser fetches once it is asked for. */
function closure(path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path) || !meta.outputs[path]) return seen;
  seen.add(path);
  for (const next of meta.outputs[path].imports)
    if (next.kind === 'import-statement') closure(next.path, seen);
  return seen;
}
const gzip = (paths: Iterable<string>) =>
  [...paths].reduce(
    (sum, path) => sum + gzipSync(readFileSync(new URL(`../${path}`, import.meta.url))).length,
    0,
  );
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const runtime = closure(ENTRY);
const runtimeBytes = gzip(runtime);
/** Each screen's element sheet, a chunk of its own that the element fetches beside the screen. */
const sheets = new Map(
  Object.entries(meta.outputs).flatMap(([path, output]) =>
    output.entryPoint ? [[output.entryPoint, path] as const] : [],
  ),
);
const screens = Object.entries(meta.outputs)
  .flatMap(([path, output]) => {
    // An element's screen is a chunk with a sheet of its own (not, say, the lazily loaded no-access state).
    const sheet = output.entryPoint && sheets.get(sheetPath(output.entryPoint));
    return sheet ? [{ path, output, sheet }] : [];
  })
  .map(({ path, output, sheet }) => {
    const own = [...closure(path), ...closure(sheet)].filter((p) => !runtime.has(p));
    return {
      name: (output.entryPoint as string).replace(/^.*\/([^/]+)\.tsx?$/, '$1'),
      bytes: runtimeBytes + gzip(own),
    };
  })
  .sort((a, b) => a.bytes - b.bytes);

console.log(`size  ${kb(runtimeBytes)} gzip  custom-elements runtime (React included), no screen`);
for (const screen of screens) console.log(`size  ${kb(screen.bytes)} gzip  runtime + ${screen.name}`);
for (const [name, path] of Object.entries({
  '@saola/widgets (React external)': 'dist/index.js',
  '@saola/widgets/elements (React external)': 'dist/elements/index.js',
}))
  console.log(`size  ${kb(gzip([path]))} gzip  ${name}`);
const within = screens.filter((s) => s.bytes <= TARGET).length;
console.log(`target ${kb(TARGET)} for runtime + one screen: met by ${within} of ${screens.length} elements`);
/** What must stay out of the runtime: forms' validation and any stylesheet (each element loads its own). */
const carried = [...runtime].flatMap((path) => Object.keys(meta.outputs[path]?.inputs ?? {}));
const strays = carried.filter((input) =>
  /node_modules\/superstruct\/|core\/src\/validate\/|element-sheet:|\.css/.test(input),
);
const problems = [
  runtimeBytes > GUARD.runtime && `the runtime is ${kb(runtimeBytes)}, over its ${kb(GUARD.runtime)} guard`,
  strays.length > 0 && `the runtime carries ${strays.join(', ')}`,
  ...screens
    .filter((s) => s.bytes > GUARD.withScreen)
    .map((s) => `runtime + ${s.name} is ${kb(s.bytes)}, over the ${kb(GUARD.withScreen)} guard`),
].filter(Boolean);
if (problems.length) {
  console.error(`Element bundles grew: ${problems.join('; ')}`);
  process.exit(1);
}

/**
 * For the standalone elements build: `import { signInPayload } from '@saola/core/api'` imports from the module
 * that defines it, not through core's barrel. esbuild evaluates every module a barrel re-exports for whoever
 * imports the barrel, once any other chunk uses that module: through `@saola/core/api`, the sign-in screen
 * would carry the course, file, curriculum… areas with all their payload structs (4 kB gzip), because other
 * screens use them. Named imports from the module that exports them mean the same thing (core declares
 * `sideEffects: false`), so each screen carries the structs it imports and no others.
 *
 * Only hand-written barrels of named re-exports (DESIGN.md) are read; a barrel with anything else in it, or
 * an import of a name it does not list, is left as it is.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(@saola\/core\/[\w-]+)';/g;
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)';/g;

/** A barrel's names → the file each comes from; undefined when the barrel is not only named re-exports. */
function readBarrel(path: string): Map<string, string> | undefined {
  const source = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  if (source.replace(RE_EXPORT, '').trim() !== '') return undefined;
  const names = new Map<string, string>();
  for (const [, typeOnly, specifiers = '', from = ''] of source.matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    const base = resolve(dirname(path), from);
    const file = [`${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')].find((candidate) => {
      try {
        return readFileSync(candidate) !== undefined;
      } catch {
        return false;
      }
    });
    if (!file) return undefined;
    for (const specifier of specifiers.split(',').map((s) => s.trim())) {
      if (!specifier || specifier.startsWith('type ')) continue;
      const [name, exported = name] = specifier.split(/\s+as\s+/);
      if (name && exported) names.set(exported, `${file}\0${name}`);
    }
  }
  return names;
}

export const directImports: Plugin = {
  name: 'direct-imports',
  setup(build) {
    const barrels = new Map<string, Promise<Map<string, string> | undefined>>();
    const barrel = (specifier: string, resolveDir: string) => {
      let names = barrels.get(specifier);
      if (!names) {
        names = build
          .resolve(specifier, { kind: 'import-statement', resolveDir })
          .then((found) => (found.errors.length ? undefined : readBarrel(found.path)));
        barrels.set(specifier, names);
      }
      return names;
    };

    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes("from '@saola/core/")) return undefined;
      const resolveDir = dirname(args.path);
      const rewrites = new Map<string, string>();
      for (const [statement, typeOnly, specifiers = '', from = ''] of source.matchAll(IMPORT)) {
        const lines = '\n'.repeat(statement.split('\n').length - 1);
        if (typeOnly) {
          rewrites.set(statement, lines);
          continue;
        }
        const names = await barrel(from, resolveDir);
        if (!names) continue;
        const byFile = new Map<string, string[]>();
        let known = true;
        for (const specifier of specifiers.split(',').map((s) => s.trim())) {
          if (!specifier || specifier.startsWith('type ')) continue;
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const [file, name] = names.get(imported)?.split('\0') ?? [];
          if (!file || !name) {
            known = false;
            break;
          }
          byFile.set(file, [...(byFile.get(file) ?? []), name === local ? name : `${name} as ${local}`]);
        }
        if (!known) continue;
        const direct = [...byFile]
          .map(([file, locals]) => `import { ${locals.join(', ')} } from ${JSON.stringify(file)};`)
          .join(' ');
        rewrites.set(statement, `${direct}${lines}`);
      }
      if (!rewrites.size) return undefined;
      let contents = source;
      for (const [statement, replacement] of rewrites) contents = contents.replace(statement, replacement);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir };
    });
  },
};

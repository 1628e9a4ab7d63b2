/**
 * For the standalone elements build: the screens' views without their elements' documentation. An element's
 * description, its attributes' descriptions and its events are written for custom-elements.json (built from
 * the source by scripts/manifest.ts) and for readers; registering the element needs its name, its
 * attributes' types, its screen and its access. Dropping the prose saves every page about 1 kB gzip.
 *
 * The views are read with TypeScript's parser, not patterns: within each `element: { … }` object, the
 * `description` values become '' and `events` becomes {}. The library build keeps them, since `@saola/widgets`
 * exports the views.
 */
import { readFileSync } from 'node:fs';
import type { Options } from 'tsup';
import ts from 'typescript';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/** The views' source with each element's prose replaced, and how many values were replaced. */
export function withoutElementDocs(source: string, path = 'views.ts'): { code: string; replaced: number } {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const replace = (node: ts.Expression, text: string) =>
    edits.push({ start: node.getStart(file), end: node.getEnd(), text });
  const documented = (object: ts.ObjectLiteralExpression) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = nameOf(property);
      if (name === 'description') replace(property.initializer, "''");
      else if (name === 'events') replace(property.initializer, '{}');
      else if (name === 'attributes' && ts.isObjectLiteralExpression(property.initializer))
        for (const attribute of property.initializer.properties)
          if (ts.isPropertyAssignment(attribute) && ts.isObjectLiteralExpression(attribute.initializer))
            for (const field of attribute.initializer.properties)
              if (ts.isPropertyAssignment(field) && nameOf(field) === 'description')
                replace(field.initializer, "''");
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      nameOf(node) === 'element' &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      documented(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  let code = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return { code, replaced: edits.length };
}

export const elementDocs: Plugin = {
  name: 'element-docs',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]screens[\\/][\w-]+[\\/]views\.ts$/ }, (args) => ({
      contents: withoutElementDocs(readFileSync(args.path, 'utf8'), args.path).code,
      loader: 'ts',
    }));
  },
};

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutElementDocs } from './element-docs';

describe('the standalone build’s views without their elements’ documentation', () => {
  it('keeps what registering needs and drops the prose', () => {
    const source = `export const VIEWS = {
  a: view(A, {
    props: () => ({ description: 'a prop, not documentation' }),
    element: {
      name: 'saola-a',
      description: "A's element, " + 'in two parts.',
      attributes: { idCourse: { type: 'number', description: 'The course.' } },
      events: { 'saola-navigate': 'Where to go.' },
    },
  }),
};`;
    const { code, replaced } = withoutElementDocs(source);
    expect(replaced).toBe(3);
    expect(code).toContain("name: 'saola-a'");
    expect(code).toContain("idCourse: { type: 'number', description: '' }");
    expect(code).toContain('events: {}');
    expect(code).toContain("description: 'a prop, not documentation'");
    expect(code).not.toMatch(/in two parts|The course\.|Where to go/);
  });

  it('reads the real views: every element keeps its name and loses its description', () => {
    const source = readFileSync(resolve(import.meta.dirname, '../src/screens/shell/views.ts'), 'utf8');
    const { code } = withoutElementDocs(source);
    expect(code).toContain("name: 'saola-sign-in'");
    expect(code).not.toContain('The sign-in form');
    expect(code.match(/name: 'saola-/g)).toHaveLength(source.match(/name: 'saola-/g)?.length ?? -1);
  });
});

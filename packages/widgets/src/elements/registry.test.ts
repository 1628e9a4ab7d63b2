import { describe, expect, it } from 'vitest';
import { elementDeclarations } from '../../scripts/element-table';
import { manifest } from '../../scripts/manifest';
import { type ScreenView, screenNameOf } from '../screens/view';
import { VIEWS } from '../screens/views';
import { ELEMENT_SCREENS } from './element-screens';
import { ELEMENT_ATTRIBUTES } from './element-table';
import { ELEMENTS } from './registry';

const views = Object.entries(VIEWS) as Array<[string, ScreenView]>;

describe('element registry', () => {
  it('registers the element of each screen that declares one, with its screen, each name once', () => {
    const declared = views.flatMap(([, view]) =>
      'name' in view.element ? [[view.element.name, view.screen]] : [],
    );
    expect(ELEMENTS.map((element) => [element.name, element.screen])).toEqual(declared);
    const names = ELEMENTS.map((element) => element.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^saola-[a-z]+(-[a-z]+)*$/);
  });

  it('shares an element only with a screen of the same component that has one of its own', () => {
    for (const [id, view] of views) {
      if (!('sameAs' in view.element)) continue;
      const target = VIEWS[view.element.sameAs];
      expect('name' in target.element, `${id} → ${view.element.sameAs}`).toBe(true);
      expect(target.screen, `${id} → ${view.element.sameAs}`).toBe(view.screen);
    }
  });

  it('lists in custom-elements.json each element with its attributes in kebab-case and its events', () => {
    const [module] = manifest().modules;
    expect(module?.declarations.map((d) => d.tagName)).toEqual(ELEMENTS.map((e) => e.name));
    expect(module?.exports.map((e) => e.name)).toEqual(ELEMENTS.map((e) => e.name));
    const lesson = module?.declarations.find((d) => d.tagName === 'saola-lesson-player');
    expect(lesson).toMatchObject({ name: 'SaolaLessonPlayer', customElement: true });
    expect(lesson?.attributes.map((a) => [a.name, a.fieldName, a.type.text])).toEqual([
      ['id-course', 'idCourse', 'number'],
      ['id-lesson', 'idLesson', 'number'],
      // Every element's own: lists and tabs in the page's address only when the page asks.
      ['sync-url', 'syncUrl', 'boolean'],
    ]);
    expect(lesson?.events.map((e) => e.name)).toEqual(['saola-navigate']);
  });

  it('gives the runtime each element as the views declare it (element-table.ts, element-screens.ts: `pnpm elements:table`)', () => {
    const declared = elementDeclarations();
    expect(
      Object.entries(ELEMENT_ATTRIBUTES).map(([name, attributes]) => {
        const shown = ELEMENT_SCREENS[name as `saola-${string}`];
        return [name, attributes, shown?.access, shown && screenNameOf(shown.screen)];
      }),
    ).toEqual(
      declared.map(({ element, declaration }) => [
        element.name,
        Object.fromEntries(Object.entries(element.attributes).map(([name, a]) => [name, a.type])),
        element.access,
        declaration.name,
      ]),
    );
    // The very declarations the views use, imported from the loaders, not written a second time.
    for (const { element } of declared)
      expect(ELEMENT_SCREENS[element.name]?.screen, element.name).toBe(element.screen);
  });
});

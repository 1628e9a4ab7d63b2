import type { Access } from '@saola/core/http';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AttributeType } from '../screens/view';
import { defineShown, sheetOf } from './define';
import type { ElementEntry } from './registry';
import { loadSheet } from './sheet';

/**
 * Registers one screen as `<saola-…>` with what it shows known at once (tests, stories): the standalone
 * runtime instead defines every element from the generated tables (./index.ts).
 */
export function defineElement<P extends object>(
  name: `saola-${string}`,
  Screen: ComponentType<P> | LazyExoticComponent<ComponentType<P>>,
  attributes: Partial<Record<keyof P & string, AttributeType>> = {},
  access?: Access,
) {
  defineShown(name, attributes as Record<string, AttributeType>, () => ({
    screen: Screen as ComponentType<object>,
    access,
    sheet: sheetOf(name, loadSheet),
  }));
}

/** Registers an element of the registry with its attribute types and its screen's access. */
export function defineRegistered(element: ElementEntry) {
  defineElement(
    element.name,
    element.screen,
    Object.fromEntries(Object.entries(element.attributes).map(([key, a]) => [key, a.type])),
    element.access,
  );
}

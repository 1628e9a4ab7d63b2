import type { ElementDeclaration, ScreenView } from '../screens/view';
import { VIEWS } from '../screens/views';

export interface ElementEntry extends ElementDeclaration {
  /** Loaded when the page first uses the element: a portal embedding one tag downloads one screen. */
  screen: ScreenView['screen'];
}

/**
 * Every screen whose view declares an element of its own: defineElement registers these and
 * custom-elements.json lists them.
 */
export const ELEMENTS: ElementEntry[] = Object.values(VIEWS).flatMap(({ screen, element }) =>
  'name' in element ? [{ ...element, screen }] : [],
);

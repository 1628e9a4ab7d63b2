import type { Access } from '@saola/core/http';
import { SCREENS, type ScreenDef, type ScreenId } from '@saola/core/routes';
import type { ElementDeclaration, ScreenView } from '../screens/view';
import { VIEWS } from '../screens/views';
import { SHARED_ATTRIBUTE_TYPES } from './define';

export interface ElementEntry extends ElementDeclaration {
  /** Loaded when the page first uses the element: a portal embedding one tag downloads one screen. */
  screen: ScreenView['screen'];
  /** Its screen's right from the manifest, asked before the screen shows (the host asks it of a route). */
  access: Access | undefined;
}

/**
 * Every screen whose view declares an element of its own: defineElement registers these and
 * custom-elements.json lists them.
 */
export const ELEMENTS: ElementEntry[] = (Object.entries(VIEWS) as Array<[ScreenId, ScreenView]>).flatMap(
  ([id, { screen, element }]) => {
    const def: ScreenDef = SCREENS[id];
    return 'name' in element
      ? [{ ...element, screen, access: 'access' in def ? def.access : undefined }]
      : [];
  },
);

/** Attributes every element takes beside its screen's own: defineElement handles them, once for all. */
export const SHARED_ATTRIBUTES: {
  [K in keyof typeof SHARED_ATTRIBUTE_TYPES]: {
    type: (typeof SHARED_ATTRIBUTE_TYPES)[K];
    description: string;
  };
} = {
  syncUrl: {
    type: SHARED_ATTRIBUTE_TYPES.syncUrl,
    description:
      'sync-url="true" lets lists and tabs keep their page, size, search, sort and open tab in the page\'s ' +
      'address (a bare attribute reads as false). Without it they keep them in memory and never read or ' +
      'change the address. Give it to one element per page: two lists would share ?page=.',
  },
};

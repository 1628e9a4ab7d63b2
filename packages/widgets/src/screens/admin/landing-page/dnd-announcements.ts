import type { TranslationKey } from '@saola/core/i18n';
import { useEffect } from 'react';
import type { useT } from '../../../runtime/i18n';

type T = ReturnType<typeof useT>;

/**
 * Puck drags with dnd-kit, whose screen-reader announcements and instructions are fixed English naming raw ids
 * ("Picked up draggable item courses-5f0c…"), and Puck offers no way to pass its own. They are read back and
 * said again in the school's language, naming the section by its label.
 */
const SAID: Array<[RegExp, TranslationKey]> = [
  [/^Picked up draggable item (.+)\.$/, 'builder.dnd.pickedUp'],
  [/^Draggable item (.+) was moved over droppable target .+\.$/, 'builder.dnd.moved'],
  [/^Draggable item (.+) is no longer over a droppable target\.$/, 'builder.dnd.outside'],
  [/^Dragging was cancelled\. Draggable item (.+) was dropped\.$/, 'builder.dnd.cancelled'],
  [/^Draggable item (.+) was dropped(?: over droppable target .+)?\.?$/, 'builder.dnd.dropped'],
];

const INSTRUCTIONS = /^To pick up a draggable item, press the space bar\./;

/** dnd-kit's English sentence in the interface's language, or null for a sentence it did not write. */
export function localAnnouncement(text: string, nameOf: (id: string) => string, t: T): string | null {
  if (INSTRUCTIONS.test(text)) return t('builder.dnd.instructions');
  for (const [pattern, key] of SAID) {
    const id = pattern.exec(text)?.[1];
    if (id) return t(key, { name: nameOf(id) });
  }
  return null;
}

const DND_TEXT = '[id^="dnd-kit-announcement"], [id^="dnd-kit-description"]';

/** While mounted, keeps dnd-kit's live region, instructions and role descriptions in the school's language. */
export function useLocalAnnouncements(nameOf: (id: string) => string, t: T) {
  useEffect(() => {
    const retell = () => {
      for (const element of document.querySelectorAll(DND_TEXT)) {
        const said = localAnnouncement(element.textContent ?? '', nameOf, t);
        // The text node itself: dnd-kit keeps writing into the one it made.
        const node = element.firstChild;
        if (said && node?.nodeType === Node.TEXT_NODE) node.nodeValue = said;
        else if (said) element.textContent = said;
      }
      for (const element of document.querySelectorAll('[aria-roledescription="draggable"]'))
        element.setAttribute('aria-roledescription', t('builder.dnd.draggable'));
    };
    retell();
    const observer = new MutationObserver(retell);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ['aria-roledescription'],
    });
    return () => observer.disconnect();
  }, [nameOf, t]);
}

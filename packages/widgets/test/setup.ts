import '@testing-library/jest-dom/vitest';
import { loadCalls } from '@saola/core/http';
import { loadAllDictionaries } from '@saola/core/i18n';
import { initialSession, session } from '@saola/core/session';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's lazy parts (the rich-text editor's chunk, say) load on first use: on a machine busy with a full run
// that took longer than the library's 1 s wait, failing a test that passes alone. Found elements still return
// at once; only a real failure waits the 5 s out.
configure({ asyncUtilTimeout: 5000 });

await loadAllDictionaries();
// Every area's calls, as each screen has them before it first renders (lazyScreen).
await loadCalls();

afterEach(() => {
  cleanup();
  Object.assign(session, initialSession());
});

// jsdom has <dialog> but not its modal methods; Chromium's real behaviour is covered by the e2e tests. Opening
// focuses as a browser does (the dialog focusing steps): the first descendant marked autofocus, else the first
// focusable one, so a test sees what a dialog's first focus sets off (a select opening its list, say).
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, a[href], [tabindex]';
const reachable = (el: HTMLElement) => !el.closest('[hidden]') && el.getAttribute('tabindex') !== '-1';
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    const first =
      this.querySelector<HTMLElement>('[autofocus]') ??
      [...this.querySelectorAll<HTMLElement>(FOCUSABLE)].find(reachable);
    first?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no ResizeObserver; Headless UI observes its panels with one. Nothing is laid out here anyway.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom does no layout: ProseMirror (the rich-text editor) measures ranges when it scrolls the caret into view.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

// jsdom has constructable stylesheets but no adoptedStyleSheets, which every custom element sets on its root.
if (typeof ShadowRoot !== 'undefined' && !('adoptedStyleSheets' in ShadowRoot.prototype)) {
  const adopted = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    get(this: ShadowRoot) {
      return adopted.get(this) ?? [];
    },
    set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
      adopted.set(this, sheets);
    },
  });
}

// jsdom has no media queries; the page builder (Puck) asks for them. Nothing matches, as on a plain screen.
if (typeof window !== 'undefined' && !window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
// Nor hit-testing, which the builder's drag and drop asks for: no element is under any point.
if (typeof document !== 'undefined' && !document.elementsFromPoint) document.elementsFromPoint = () => [];

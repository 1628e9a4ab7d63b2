import r2wc from '@r2wc/react-to-web-component';
import type { Access } from '@saola/core/http';
import {
  type ComponentType,
  type LazyExoticComponent,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { type Emit, EmitProvider } from '../runtime/emit';
import { useSaola } from '../runtime/saola';
import { SyncUrlProvider } from '../runtime/sync-url';
import { RequireAccess } from '../screens/shell/no-access/no-access';
import type { AttributeType } from '../screens/view';
import css from '../styles/tailwind.css?inline';
import { AlertHost, Toaster } from '../ui/toaster/toaster';
import { type ElementEntry, SHARED_ATTRIBUTES } from './registry';

let sheet: CSSStyleSheet | undefined;

/**
 * One constructable stylesheet for every element on the page. Tailwind's @property rules do nothing inside
 * a shadow root, so they are registered once in the document as well.
 */
function stylesheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const properties = css.match(/@property\s+[\w-]+\s*\{[^}]*\}/g) ?? [];
    if (properties.length && !document.head.querySelector('style[data-saola-properties]')) {
      const style = document.createElement('style');
      style.dataset.saolaProperties = '';
      style.textContent = properties.join('\n');
      document.head.append(style);
    }
  }
  return sheet;
}

/** Only the first element on a page shows toasts and alerts, so several elements do not repeat them. */
let noticeHostTaken = false;

function useNoticeHost(): boolean {
  const [isHost] = useState(() => {
    if (noticeHostTaken) return false;
    noticeHostTaken = true;
    return true;
  });
  useEffect(
    () => () => {
      if (isHost) noticeHostTaken = false;
    },
    [isHost],
  );
  return isHost;
}

/**
 * Registers a screen as `<saola-…>`: attributes become typed props, outputs become bubbling, composed
 * CustomEvents from the element, and the compiled Tailwind CSS lives in the open shadow root only. A user
 * the access does not admit sees that they have no access, not a screen whose saves would be refused.
 */
export function defineElement<P extends object>(
  name: `saola-${string}`,
  Screen: ComponentType<P> | LazyExoticComponent<ComponentType<P>>,
  attributes: Partial<Record<keyof P & string, AttributeType>> = {},
  access?: Access,
) {
  if (customElements.get(name)) return;
  function Element(props: P & { container?: HTMLElement; syncUrl?: boolean }) {
    const { container, syncUrl, ...rest } = props;
    const root = container as unknown as ShadowRoot | undefined;
    const { client } = useSaola();
    const isNoticeHost = useNoticeHost();
    useLayoutEffect(() => {
      const styles = stylesheet();
      if (root && !root.adoptedStyleSheets.includes(styles))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
    }, [root]);
    const emit = useCallback<Emit>(
      (event, detail) =>
        (root?.host ?? container)?.dispatchEvent(
          new CustomEvent(event, { bubbles: true, composed: true, detail }),
        ),
      [root, container],
    );
    useEffect(
      () =>
        isNoticeHost ? client.notices.on('navigate', (notice) => emit('saola-navigate', notice)) : undefined,
      [client, emit, isNoticeHost],
    );
    return (
      <EmitProvider emit={emit}>
        <SyncUrlProvider enabled={syncUrl === true}>
          {/* Inherited styles cross the shadow boundary from the host, even !important ones: this root
              resets them for everything inside (styles/tailwind.css). */}
          <div data-saola-root="">
            {/* The screen's code arrives on first use; the notices can show meanwhile. */}
            <Suspense fallback={null}>
              <RequireAccess access={access}>
                <Screen {...(rest as P)} />
              </RequireAccess>
            </Suspense>
            {isNoticeHost && (
              <>
                <Toaster />
                <AlertHost />
              </>
            )}
          </div>
        </SyncUrlProvider>
      </EmitProvider>
    );
  }
  const shared = Object.fromEntries(Object.entries(SHARED_ATTRIBUTES).map(([key, a]) => [key, a.type]));
  customElements.define(
    name,
    r2wc(Element, { shadow: 'open', props: { ...attributes, ...shared } as never }),
  );
}

/** Registers an element of the registry with its attributes and its screen's access. */
export function defineRegistered(element: ElementEntry) {
  defineElement(
    element.name,
    element.screen,
    Object.fromEntries(Object.entries(element.attributes).map(([name, a]) => [name, a.type])),
    element.access,
  );
}

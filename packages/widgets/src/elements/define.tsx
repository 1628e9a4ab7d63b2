import r2wc from '@r2wc/react-to-web-component';
import type { Access } from '@saola/core/http';
import { isDictionaryLoaded, loadDictionary } from '@saola/core/i18n';
import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { type Emit, EmitProvider } from '../runtime/emit';
import { useSession } from '../runtime/i18n';
import { useSaola } from '../runtime/saola';
import { SyncUrlProvider } from '../runtime/sync-url';
import { type AttributeType, preloadScreen } from '../screens/view';
import { AlertHost, Toaster } from '../ui/toaster/toaster';
import { admits, RequireAccess } from './require-access';

/**
 * What an element shows: its screen, loaded when the page first uses the element (a portal embedding one
 * tag downloads one screen), and its screen's right from the manifest, asked before the screen shows (the
 * host asks it of a route).
 */
export interface ElementScreen {
  access?: Access | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: each element's screen takes its own props, set from its attributes
  screen: LazyExoticComponent<ComponentType<any>> | ComponentType<any>;
}

/** What an element shows, with its stylesheet. */
export interface Shown extends ElementScreen {
  sheet: Promise<CSSStyleSheet>;
}

/** Attributes every element takes beside its screen's own (registry.ts documents them). */
export const SHARED_ATTRIBUTE_TYPES = { syncUrl: 'boolean' } as const satisfies Record<string, AttributeType>;

const sheets = new Map<string, Promise<CSSStyleSheet>>();
const registered = new Set<string>();

/**
 * Tailwind's @property rules do nothing inside a shadow root: each is registered once in the document too.
 */
function registerProperties(css: string) {
  const properties = (css.match(/@property\s+[\w-]+\s*\{[^}]*\}/g) ?? []).filter((rule) => {
    const name = rule.match(/@property\s+([\w-]+)/)?.[1] ?? rule;
    if (registered.has(name)) return false;
    registered.add(name);
    return true;
  });
  if (!properties.length) return;
  const style = document.createElement('style');
  style.dataset.saolaProperties = '';
  style.textContent = properties.join('\n');
  document.head.append(style);
}

/**
 * An element's constructable stylesheet, shared by every element of that name on the page. Each element has
 * its own (the rules its screen uses, in a chunk of its own in a build): see ./sheet.ts.
 */
export function sheetOf(
  name: `saola-${string}`,
  loadSheet: (name: `saola-${string}`) => Promise<string>,
): Promise<CSSStyleSheet> {
  let sheet = sheets.get(name);
  if (!sheet) {
    sheet = loadSheet(name).then((css) => {
      const styles = new CSSStyleSheet();
      styles.replaceSync(css);
      registerProperties(css);
      return styles;
    });
    sheets.set(name, sheet);
  }
  return sheet;
}

/** Shows its children once the element's sheet is in its shadow root, so nothing shows unstyled. */
function Styled({
  sheet,
  root,
  children,
}: {
  sheet: Promise<CSSStyleSheet>;
  root?: ShadowRoot;
  children: ReactNode;
}) {
  const styles = use(sheet);
  useLayoutEffect(() => {
    if (root && !root.adoptedStyleSheets.includes(styles))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
  }, [root, styles]);
  return children;
}

/** The page's language with the parts in use (in the standalone build, common too), wanted once. */
let firstDictionary: Promise<void> | undefined;

/**
 * Shows its children once the page's first language has arrived: the standalone runtime fetches even
 * common's texts (scripts/fetched-common.ts), so nothing shows a raw key meanwhile. A later change of
 * language keeps the shown one until the new one is here (useLocale), without hiding the element.
 */
function DictionaryReady({ children }: { children: ReactNode }) {
  const { locale } = useSession();
  if (!firstDictionary && !isDictionaryLoaded(locale))
    firstDictionary = loadDictionary(locale).catch(() => undefined);
  if (firstDictionary) use(firstDictionary);
  return children;
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

/** An element's screen, with its sheet in its shadow root and the page's language here, for whom it admits. */
function ShownScreen({
  shown,
  root,
  props,
  isNoticeHost,
}: {
  shown: Shown | Promise<Shown>;
  root: ShadowRoot | undefined;
  props: object;
  isNoticeHost: boolean;
}) {
  const { screen: Screen, access, sheet } = shown instanceof Promise ? use(shown) : shown;
  const { user } = useSession();
  // The sheet and the screen's code download side by side; the screen shows once both are here.
  if (admits(access, user)) preloadScreen(Screen);
  return (
    <Styled sheet={sheet} root={root}>
      <DictionaryReady>
        {/* Inherited styles cross the shadow boundary from the host, even !important ones: this root
          resets them for everything inside (styles/theme.css). */}
        <div data-saola-root="">
          {/* The screen's code arrives on first use; the notices can show meanwhile. */}
          <Suspense fallback={null}>
            <RequireAccess access={access}>
              <Screen {...props} />
            </RequireAccess>
          </Suspense>
          {isNoticeHost && (
            <>
              <Toaster />
              <AlertHost />
            </>
          )}
        </div>
      </DictionaryReady>
    </Styled>
  );
}

/** An element's attributes as r2wc gives them: its screen's props, its shadow root and the shared ones. */
type ElementProps = { container?: HTMLElement; syncUrl?: boolean } & Record<string, unknown>;

/** What every element renders: events and notices wired to the host, then what it shows once it is known. */
function ElementRoot({
  show,
  container,
  syncUrl,
  ...rest
}: ElementProps & { show: () => Shown | Promise<Shown> }) {
  const root = container as unknown as ShadowRoot | undefined;
  const { client } = useSaola();
  const isNoticeHost = useNoticeHost();
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
        <Suspense fallback={null}>
          <ShownScreen shown={show()} root={root} props={rest} isNoticeHost={isNoticeHost} />
        </Suspense>
      </SyncUrlProvider>
    </EmitProvider>
  );
}

/**
 * Registers `<saola-…>`: attributes become typed props, outputs become bubbling, composed CustomEvents from
 * the element, and the element's own compiled Tailwind CSS lives in the open shadow root only. What it shows
 * (`show`, asked once, when the page first uses the element) may still be on its way: the standalone runtime
 * defines every element at once from their names and attributes, and learns their screens from a chunk of its
 * own. A user the access does not admit sees that they have no access, not a screen whose saves would be
 * refused.
 */
export function defineShown(
  name: `saola-${string}`,
  attributes: Record<string, AttributeType>,
  show: () => Shown | Promise<Shown>,
) {
  if (customElements.get(name)) return;
  let shown: Shown | Promise<Shown> | undefined;
  const once = () => {
    shown ??= show();
    return shown;
  };
  const element = (props: ElementProps) => <ElementRoot {...props} show={once} />;
  customElements.define(
    name,
    r2wc(element, { shadow: 'open', props: { ...attributes, ...SHARED_ATTRIBUTE_TYPES } as never }),
  );
}

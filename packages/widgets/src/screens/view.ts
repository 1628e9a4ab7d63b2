import { loadCalls } from '@saola/core/http';
import { type Feature, loadDictionary } from '@saola/core/i18n';
import type { RouteParams, ScreenId } from '@saola/core/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { shownLocales } from '../runtime/i18n';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** A screen's data props, which an element takes as attributes; its callbacks become DOM events instead. */
type DataKeys<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? never : K;
}[keyof P] &
  string;

type AttributeTypeOf<T> = T extends number
  ? 'number'
  : T extends string
    ? 'string'
    : T extends boolean
      ? 'boolean'
      : 'json';

/**
 * An element's attributes: exactly the screen's data props, each with the type r2wc converts its text to.
 * A missing, extra or mistyped attribute fails to compile; a screen without data props takes none.
 */
export type Attributes<P> = [DataKeys<P>] extends [never]
  ? Record<string, never>
  : { [K in DataKeys<P>]-?: { type: AttributeTypeOf<NonNullable<P[K]>>; description: string } };

export interface ElementSpec<P> {
  name: `saola-${string}`;
  description: string;
  /** Named as the props; the element's attribute is the kebab-case of the name (idCourse → id-course). */
  attributes: Attributes<P>;
  /** The DOM events it fires, with what their detail holds. */
  events: Record<`saola-${string}`, string>;
}

/**
 * How a screen is embedded: as its own element, as the element of another screen with the same component
 * (the add and edit forms share one), or not at all, saying why.
 */
export type ElementOf<P> = ElementSpec<P> | NotItsOwn;
type NotItsOwn = { sameAs: ScreenId } | { hostOnly: string };

/** An element as the registry reads it, whatever its screen's props. */
export interface ElementDeclaration {
  name: `saola-${string}`;
  description: string;
  attributes: Record<string, { type: AttributeType; description: string }>;
  events: Record<`saola-${string}`, string>;
}

/** A screen's React side: the widgets' half of its manifest entry (core's SCREENS holds the other). */
export interface ScreenView {
  /** Loaded on first use, in the host and in an element alike. */
  // biome-ignore lint/suspicious/noExplicitAny: each view pairs a screen with its own props
  screen: LazyExoticComponent<ComponentType<any>>;
  /** Its props from its route's parameters; none when the route carries none it needs. */
  props?: (params: RouteParams) => object;
  element: ElementDeclaration | NotItsOwn;
}

/** The widgets' table: a view for each screen of core's manifest, no more and no fewer. */
export type ScreenViews = Record<ScreenId, ScreenView>;

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
type Components<M> = { [K in keyof M as M[K] extends ComponentType<never> ? K : never]: M[K] };

const LOADERS = new WeakMap<object, () => Promise<unknown>>();
const NAMES = new WeakMap<object, string>();

/**
 * A screen's component as its own chunk, with the dictionary parts it shows beyond `common` (and the call
 * table beyond the session's, fetched once for all screens):
 * `lazyScreen(() => import('./course-form/course-form'), 'CourseForm', ['admin', 'course'])`. A page (or an
 * area) downloads a screen when it first shows it, its parts in the page's language alongside, and renders
 * it once both are here, so it never shows a raw key. A test reads these lists against the keys each
 * screen's code uses.
 */
export function lazyScreen<M, K extends keyof Components<M>>(
  load: () => Promise<M>,
  name: K,
  features: readonly Exclude<Feature, 'common'>[],
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  // The code and the parts together: preloading fetches both, and the screen renders once both are here.
  const fetchAll = () =>
    Promise.all([load(), loadCalls(), ...shownLocales().map((locale) => loadDictionary(locale, features))]);
  const Screen = lazy(() =>
    fetchAll().then(([module]) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })),
  );
  LOADERS.set(Screen, fetchAll);
  NAMES.set(Screen, String(name));
  return Screen;
}

/** The component name a lazy screen was declared with (`'CourseForm'`): how its declarations are matched. */
export const screenNameOf = (screen: object): string | undefined => NAMES.get(screen);

/**
 * Starts downloading a lazy screen's code (and its dictionary parts) before it first renders: an element
 * fetches it beside its stylesheet, not after it.
 */
export function preloadScreen(screen: object): void {
  LOADERS.get(screen)?.();
  LOADERS.delete(screen);
}

/**
 * A screen's view, checked against the component's props: `props` must build them from the route (all
 * but `onNavigate`, which the host passes), and the element's attributes must be exactly its data props.
 */
export function view<P extends object>(
  screen: LazyExoticComponent<ComponentType<P>>,
  spec: {
    props?: NoInfer<(params: RouteParams) => Omit<P, 'onNavigate'>>;
    element: ElementOf<NoInfer<P>>;
  },
): ScreenView {
  return { screen, ...spec };
}

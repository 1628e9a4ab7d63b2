import { buildPath } from './match';
import { PATTERNS } from './patterns';
import type { SCREENS, ScreenId } from './screens';

type Manifest = typeof SCREENS;

/** The screens with an address of their own (not only embedded): what a link can lead to. */
export type LinkedScreen = {
  [K in ScreenId]: Manifest[K] extends { routes: object } ? K : never;
}[ScreenId];

/**
 * A screen's address pattern: the first of its routes. A screen served in two areas has the same first
 * pattern in both (a test holds it), so a link is right whichever area follows it.
 */
export type PatternOf<S extends LinkedScreen> = Manifest[S] extends { routes: infer R }
  ? { [A in keyof R]: R[A] extends readonly [infer P extends string, ...unknown[]] ? P : never }[keyof R]
  : never;

type Segment<P extends string> = P extends `${infer Head}/${infer Tail}` ? Segment<Head> | Segment<Tail> : P;

/** What fills one `:param`: an id or a piece of text, encoded into the address. */
export type ParamValue = string | number;

/** The parameters a pattern declares: `:id` required, `:idLesson?` optional. */
export type ParamsOf<P extends string> = {
  [S in Segment<P> as S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never]: ParamValue;
} & {
  [S in Segment<P> as S extends `:${infer N}?` ? N : never]?: ParamValue | undefined;
};

/** A screen's parameters as pathTo's arguments: none, optional or required as its pattern says. */
export type PathArgs<S extends LinkedScreen> = S extends LinkedScreen
  ? [Segment<PatternOf<S>> & `:${string}`] extends [never]
    ? []
    : Record<never, never> extends ParamsOf<PatternOf<S>>
      ? [params?: ParamsOf<PatternOf<S>>]
      : [params: ParamsOf<PatternOf<S>>]
  : never;

/** The screens whose address takes no parameter, or only optional ones: `pathTo(s)` alone leads there. */
export type PlainScreen = {
  [S in LinkedScreen]: PathArgs<S> extends [] | [params?: unknown] ? S : never;
}[LinkedScreen];

/** The screens whose address takes exactly one record's `:id`: a list row's page. */
export type RecordScreen = {
  [S in LinkedScreen]: PathArgs<S> extends [params: { id: ParamValue }]
    ? keyof ParamsOf<PatternOf<S>> extends 'id'
      ? S
      : never
    : never;
}[LinkedScreen];

/**
 * The pattern pathTo fills for a screen. At run time it comes from patterns.ts, generated from the manifest,
 * so that a page with a link carries one string per screen rather than the whole manifest.
 */
export const patternOf = (screen: LinkedScreen): string => PATTERNS[screen];

/**
 * A screen's address, from the manifest: `pathTo('couponList')`, `pathTo('couponEdit', { id })`. The screen
 * and its parameters are typed from SCREENS, so a link to a removed screen, or without a parameter its
 * route needs, fails to compile, and a route renamed in the manifest moves every link with it.
 */
export function pathTo<S extends LinkedScreen>(screen: S, ...[params]: PathArgs<S>): string {
  return buildPath(patternOf(screen), params as Record<string, ParamValue | undefined> | undefined);
}

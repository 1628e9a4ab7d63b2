import type { Locale } from '@saola/core/constants';
import { chooseLocale, type Feature } from '@saola/core/i18n';
import { matchPath, registeredRoutes } from '@saola/core/routes';
import type { PageHint } from '@saola/core/session';

/**
 * What the web build wrote beside its manifest (packages/web/scripts/preload-table.ts): the files, beyond those
 * index.html loads, of the signed-in frame, each area, the call table, each screen, and each dictionary part.
 */
export interface PreloadTable {
  frame: string[];
  areas: Record<'admin' | 'student', string[]>;
  calls: string[];
  screens: Record<string, { files: string[]; features: string[] }>;
  parts: Record<string, string[]>;
}

const ROUTES = registeredRoutes();
/** The parts the host loads before any screen (mountHost): common, the menu and titles, the account menu. */
const FRAME_FEATURES = ['common', 'nav', 'account'] as const satisfies readonly Feature[];

export interface PageRequest {
  path: string;
  /** The query string, without `?`: `lang=` picks the language first, as on the page. */
  search: string;
  hint: PageHint;
  acceptLanguage: string | undefined;
}

/** The language the page will open in, chosen as the page itself chooses it (core's chooseLocale). */
export function pageLocale({ search, hint, acceptLanguage }: PageRequest): Locale {
  const browser = (acceptLanguage ?? '')
    .split(',')
    .map((tag) => tag.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return chooseLocale({ query: search, browser, ...(hint.locale ? { stored: hint.locale } : {}) });
}

/**
 * Every file the page at this address needs before its first screen can show, in the language it opens in:
 * for a signed-in user, the frame, the area, the call table, the screen's chunks and their dictionary
 * parts; signed out, the frame's parts. Nothing for an address no screen of the user's area serves: the
 * guard decides there, and a wrong guess would spend a slow network's bandwidth.
 */
export function preloadsFor(table: PreloadTable, page: PageRequest): string[] {
  const locale = pageLocale(page);
  const features = new Set<string>(FRAME_FEATURES);
  const files = new Set<string>();
  const { area } = page.hint;
  const route = area && ROUTES[area].find((r) => matchPath(r.path, page.path));
  const screen = route && table.screens[route.screen];
  if (area && screen) {
    for (const file of [...table.frame, ...table.areas[area], ...table.calls, ...screen.files])
      files.add(file);
    for (const feature of screen.features) features.add(feature);
  }
  for (const feature of features)
    for (const file of table.parts[`${feature}/${locale}`] ?? []) files.add(file);
  return [...files];
}

/** The page with a modulepreload link for each file, where the browser's preload scanner finds them at once. */
export function withPreloads(indexHtml: string, files: readonly string[]): string {
  if (!files.length) return indexHtml;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

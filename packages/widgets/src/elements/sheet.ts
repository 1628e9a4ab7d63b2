/**
 * The CSS of an element's shadow root. Here, in the source that tests and Storybook run, every element takes
 * the whole sheet. The elements builds replace this module (scripts/element-sheets.ts) with one that loads
 * the element's own sheet: the rules its screen and the runtime use, none of other screens'.
 */
export function loadSheet(_name: `saola-${string}`): Promise<string> {
  return import('../styles/tailwind.css?inline').then((module) => module.default);
}

/**
 * The parts the product's host shows before any screen (its frame: the menu and titles, sign-in and the
 * account menu), in Vietnamese, for the host to bundle rather than fetch: `@saola/core/i18n/host`, apart from
 * `@saola/core/i18n` so that the elements' runtime, which shows no frame, does not carry them.
 */
export { vi as account } from './account/vi';
export { vi as nav } from './nav/vi';

import { session } from '@saola/core/session';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { type Answers, demoConfig, renderWithFake } from '../../../../test/fake-saola';

type SessionUser = NonNullable<typeof session.user>;
/** Who the test signs in as: always a kind of user (the demo user's own kind is a learner's), and any other changes. */
type Someone = Partial<SessionUser> & Pick<SessionUser, 'idType'>;

/** Every test of the calling file starts at `path`, and leaves nobody signed in for the next file. */
export function startEachAt(path: string) {
  beforeEach(() => history.replaceState(null, '', path));
  afterEach(() => {
    session.user = null;
  });
}

/** Renders `ui` over a fake server answering `answers`, signed in as the demo user changed by `who`. */
export function renderAs(who: Someone, ui: ReactElement, answers: Answers) {
  session.user = { ...demoConfig.user, ...who };
  return renderWithFake(ui, answers);
}

/**
 * Renders a screen that leads elsewhere, signed in as the demo user changed by `who` when given, and answers the
 * fake with the `onNavigate` the screen was given, to check where it led.
 */
export function renderNavigating(
  screen: (onNavigate: Mock<(to: string) => void>) => ReactElement,
  answers: Answers,
  who?: Someone,
) {
  if (who) session.user = { ...demoConfig.user, ...who };
  const onNavigate = vi.fn<(to: string) => void>();
  return { ...renderWithFake(screen(onNavigate), answers), onNavigate };
}

import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, demoConfig, ok, renderWithFake } from '../../../../test/fake-saola';
import { Splash } from './splash';

function setup(answer: Answer) {
  const onNavigate = vi.fn();
  const fake = renderWithFake(<Splash onNavigate={onNavigate} />, { '/Auth/Config/Get': answer });
  return { ...fake, onNavigate };
}

describe('Splash', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    const { onNavigate } = setup(ok({ ...demoConfig, user: null }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/signIn'));
  });

  it('sends a known user to the page they asked for, once', async () => {
    session.accessToken = 't'.repeat(43);
    session.redirectAfterSignIn = '/course/list?tab=2';
    const { onNavigate } = setup(ok(demoConfig));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/course/list?tab=2'));
    expect(session.redirectAfterSignIn).toBeNull();
  });

  it('offers to try again when the server cannot answer, saying it was the server', async () => {
    session.locale = 'en';
    let calls = 0;
    const { onNavigate } = setup(() => {
      calls++;
      return calls === 1 ? { status: 502, data: '' } : ok({ ...demoConfig, user: null });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/signIn'));
  });
});

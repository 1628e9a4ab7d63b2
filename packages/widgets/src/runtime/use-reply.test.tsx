import type { Api } from '@saola/core/api';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { contractAnswers } from '../../test/contract-fake';
import { renderWithFake } from '../../test/fake-saola';
import { useReply } from './use-reply';

let bump: () => void = () => {};

/** Loads with a `load` its parent made once, again each time its round changes. */
function Loader({ load }: { load: (api: Api) => ReturnType<Api['config']['get']> }) {
  const [round, setRound] = useState(0);
  bump = () => setRound((r) => r + 1);
  const loaded = useReply(load, [round]);
  return <p>{loaded.data ? `${round}: ${loaded.data.website.name}` : 'loading'}</p>;
}

describe('useReply', () => {
  it('loads again when its deps change, even with the same load function', async () => {
    let calls = 0;
    const load = (api: Api) => api.config.get({});
    renderWithFake(
      <Loader load={load} />,
      contractAnswers({
        config: {
          get: () => {
            calls += 1;
            return { user: null, website: { name: `School ${calls}` } } as never;
          },
        },
      }),
    );
    expect(await screen.findByText('0: School 1')).toBeDefined();
    act(() => bump());
    expect(await screen.findByText('1: School 2')).toBeDefined();
  });
});

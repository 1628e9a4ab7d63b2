import type { Translate, TranslationKey } from '@saola/core/i18n';
import { describe, expect, it, vi } from 'vitest';

/** One text through a page's useT (each test's page has modules of its own, so the hook comes with it). */
function Text({ useT, id, seen }: { useT: () => Translate; id: TranslationKey; seen?: string[] }) {
  const text = useT()(id);
  seen?.push(text);
  return <p>{text}</p>;
}

/**
 * A page as it starts, with only common's Vietnamese (the test setup loaded every part into the modules
 * the other tests share): fresh modules, React and the testing library included.
 */
async function freshPage() {
  vi.resetModules();
  const [testing, react, session, dictionaries, i18n, view] = await Promise.all([
    import('@testing-library/react'),
    import('react'),
    import('@saola/core/session'),
    import('@saola/core/i18n'),
    import('./i18n'),
    import('../screens/view'),
  ]);
  return {
    ...testing,
    Suspense: react.Suspense,
    session: session.session,
    loadDictionary: dictionaries.loadDictionary,
    ...i18n,
    ...view,
  };
}

describe('dictionary parts in a page', () => {
  it('renders a lazily loaded screen only once its part is here, never its raw keys', async () => {
    const { render, screen, Suspense, useT, lazyScreen, cleanup } = await freshPage();
    const shown: string[] = [];
    const Screen = lazyScreen(() => Promise.resolve({ Text }), 'Text', ['quiz']);
    render(
      <Suspense fallback={<p>…</p>}>
        <Screen useT={useT} id="quiz.submit" seen={shown} />
      </Suspense>,
    );
    expect(await screen.findByText('Nộp bài')).toBeInTheDocument();
    expect(shown).not.toContain('quiz.submit');
    cleanup();
  });

  it('keeps showing the old language after a change until the new one has every part in use', async () => {
    const { render, screen, act, session, loadDictionary, useT, cleanup } = await freshPage();
    let arrive = () => {};
    const onItsWay = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.doMock('../../../core/src/i18n/common/lo', async (original) => {
      await onItsWay;
      return original();
    });
    session.locale = 'en';
    await loadDictionary('en');
    render(<Text useT={useT} id="common.save" />);
    expect(screen.getByText('Save')).toBeInTheDocument();
    await act(async () => {
      session.locale = 'lo';
    });
    // Not Vietnamese, which a language still on its way would fall back to.
    expect(screen.getByText('Save')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('ບັນທຶກ')).toBeInTheDocument();
    vi.doUnmock('../../../core/src/i18n/common/lo');
    cleanup();
  });

  it('fetches the part of a text shown outside any screen that lists it, and shows it when it arrives', async () => {
    const { render, screen, useT, cleanup } = await freshPage();
    render(<Text useT={useT} id="review.none" />);
    expect(await screen.findByText('Chưa có đánh giá nào.')).toBeInTheDocument();
    cleanup();
  });
});

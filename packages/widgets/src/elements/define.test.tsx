import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../ui/tabs/tabs';
import { defineElement } from './define-element';

function CourseTabs() {
  return (
    <Tabs
      inUrl
      label="Khóa học"
      tabs={[
        { key: 'info', label: 'Thông tin', content: <p>Giới thiệu</p> },
        { key: 'lessons', label: 'Bài học', content: <p>Chương 1</p> },
      ]}
    />
  );
}
defineElement('saola-test-tabs', CourseTabs);

/** Puts the element on the page as markup would, then clicks its second tab. */
async function openLessons(attributes: string): Promise<void> {
  document.body.innerHTML = `<saola-test-tabs ${attributes}></saola-test-tabs>`;
  const root = document.querySelector('saola-test-tabs')?.shadowRoot as ShadowRoot;
  const tab = await waitFor(() => {
    const found = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
      (el) => el.textContent === 'Bài học',
    );
    if (!found) throw new Error('the tabs have not rendered yet');
    return found;
  });
  tab.click();
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('a <saola-…> element and the page’s address', () => {
  it('keeps its tabs and lists in memory: the portal’s own query stays as it was', async () => {
    history.replaceState(null, '', '/portal?tab=news&page=2');
    await openLessons('');
    expect(location.search).toBe('?tab=news&page=2');
  });

  it('reads a bare sync-url as false, as r2wc does every boolean attribute', async () => {
    history.replaceState(null, '', '/portal?page=2');
    await openLessons('sync-url');
    expect(location.search).toBe('?page=2');
  });

  it('writes its state into the address when the page opts in with sync-url="true"', async () => {
    history.replaceState(null, '', '/portal?page=2');
    await openLessons('sync-url="true"');
    expect(location.search).toBe('?page=2&tab=lessons');
  });
});

function Greeting() {
  return <p className="text-sm text-ink">Xin chào</p>;
}
defineElement('saola-test-greeting', Greeting);

describe('a <saola-…> element’s stylesheet', () => {
  it('is in its shadow root when its screen shows, one sheet for every element of that name', async () => {
    document.body.innerHTML =
      '<saola-test-greeting></saola-test-greeting><saola-test-greeting></saola-test-greeting>';
    const roots = [...document.querySelectorAll('saola-test-greeting')].map(
      (el) => el.shadowRoot as ShadowRoot,
    );
    await waitFor(() => expect(roots.every((root) => root.textContent === 'Xin chào')).toBe(true));
    const [first, second] = roots.map((root) => root.adoptedStyleSheets);
    expect(first).toHaveLength(1);
    expect(second?.[0]).toBe(first?.[0]);
  });
});

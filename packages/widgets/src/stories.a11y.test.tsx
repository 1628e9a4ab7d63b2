import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Every story, in every state it shows, passes axe with no serious or critical violation. */
describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, () => React.JSX.Element]>;
  it.each(stories)('%s', async (_name, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('*')).not.toBeNull());
    // jsdom lays nothing out, so contrast cannot be measured here; a story is a fragment, not a page.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

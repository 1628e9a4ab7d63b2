import type { SelectOption } from '@saola/core/api';
import { describe, expect, it } from 'vitest';
import { branch, stateOf, toggle } from './selection';

const school: SelectOption = {
  id: 1,
  text: 'Trường',
  children: [
    {
      id: 2,
      text: 'Khối 10',
      children: [
        { id: 4, text: '10A1' },
        { id: 5, text: '10A2' },
      ],
    },
    { id: 3, text: 'Khối 11' },
  ],
};
const k10 = school.children?.[0] as SelectOption;
const a1 = k10.children?.[0] as SelectOption;
const a2 = k10.children?.[1] as SelectOption;

describe('tree selection', () => {
  it('ticking a parent selects its whole branch; unticking clears it', () => {
    expect(branch(school)).toEqual([1, 2, 4, 5, 3]);
    const ticked = toggle(k10, new Set(), [school]);
    expect([...ticked].sort()).toEqual([2, 4, 5]);
    expect(stateOf(school, ticked)).toBe('mixed');
    expect(stateOf(k10, ticked)).toBe('checked');
    expect([...toggle(k10, ticked, [school])]).toEqual([]);
  });

  it('selects a parent once all its children are, and clears it when one leaves', () => {
    let selected = toggle(a1, new Set(), [school, k10]);
    expect(stateOf(k10, selected)).toBe('mixed');
    selected = toggle(a2, selected, [school, k10]);
    expect(selected.has(2)).toBe(true);
    expect(stateOf(k10, selected)).toBe('checked');
    selected = toggle(a2, selected, [school, k10]);
    expect(selected.has(2)).toBe(false);
    expect([...selected]).toEqual([4]);
  });
});

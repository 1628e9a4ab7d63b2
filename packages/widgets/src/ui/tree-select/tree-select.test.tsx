import type { RemoteSearch, SelectOption } from '@saola/core/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TreeSelect } from './tree-select';

const units: SelectOption[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  text: `Khối ${i + 1}`,
  children: [
    { id: 100 + i * 2, text: `Lớp ${i + 1}A` },
    { id: 101 + i * 2, text: `Lớp ${i + 1}B` },
  ],
}));

function Harness({ search }: { search: (q: RemoteSearch) => Promise<SelectOption[]> }) {
  const [value, setValue] = useState<Array<SelectOption['id']>>([]);
  return (
    <>
      <TreeSelect label="Đơn vị" search={search} value={value} onChange={setValue} />
      <output>{[...value].sort((a, b) => Number(a) - Number(b)).join(',')}</output>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('TreeSelect', () => {
  it('searches the tree 15 at a time with isShowAll, and loads more at the end', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (q: RemoteSearch) => units.slice((q.page - 1) * q.take, q.page * q.take));
    render(<Harness search={search} />);
    await act(async () => screen.getByRole('button', { name: /^Đơn vị/ }).click());
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(search).toHaveBeenCalledWith({ keyword: '', take: 15, page: 1, isShowAll: true });
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    const list = screen.getByRole('checkbox', { name: 'Khối 1' }).closest('div.overflow-auto') as HTMLElement;
    Object.defineProperties(list, { scrollHeight: { value: 900 }, clientHeight: { value: 200 } });
    list.scrollTop = 700;
    await act(async () => list.dispatchEvent(new Event('scroll')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(search).toHaveBeenLastCalledWith({ keyword: '', take: 15, page: 2, isShowAll: true });
    expect(screen.getAllByRole('checkbox')).toHaveLength(20);
  });

  it('expands a node and selects a branch, showing a partly selected parent as mixed', async () => {
    render(<Harness search={async (q) => units.slice(0, q.take)} />);
    await userEvent.click(screen.getByRole('button', { name: /^Đơn vị/ }));
    await screen.findByRole('checkbox', { name: 'Khối 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Mở rộng Khối 1' }));
    expect(screen.getByRole('button', { name: 'Thu gọn Khối 1' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lớp 1A' }));
    expect(screen.getByRole('checkbox', { name: 'Khối 1' })).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('status')).toHaveTextContent('100');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Khối 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('1,100,101');
    expect(screen.getByRole('checkbox', { name: 'Lớp 1B' })).toBeChecked();
  });
});

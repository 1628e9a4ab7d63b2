import type { RemoteSearch, SelectOption } from '@saola/core/api';
import { session } from '@saola/core/session';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const students: SelectOption[] = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  text: `${i % 2 ? 'Nguyễn' : 'Trần'} Học Sinh ${i + 1}`,
}));

function Single(props: {
  options?: SelectOption[];
  search?: (q: RemoteSearch) => Promise<SelectOption[]>;
  compact?: boolean;
}) {
  const [value, setValue] = useState<SelectOption | null>(null);
  return <Select label="Học viên" name="student" value={value} onChange={setValue} {...props} />;
}

function Chosen() {
  const [value, setValue] = useState<SelectOption | null>({ id: 0, text: 'Không có (đơn vị gốc)' });
  return (
    <Select label="Đơn vị cấp trên" name="parent" value={value} onChange={setValue} options={students} />
  );
}

function Many() {
  const [value, setValue] = useState<SelectOption[]>([]);
  return (
    <Select
      label="Nhóm"
      name="groups"
      multiple
      value={value}
      onChange={setValue}
      options={students.slice(0, 5)}
    />
  );
}

const scrollToEnd = (list: HTMLElement) => {
  Object.defineProperties(list, {
    scrollHeight: { value: 1000, configurable: true },
    clientHeight: { value: 200, configurable: true },
  });
  list.scrollTop = 800;
  fireEvent.scroll(list);
};

afterEach(() => vi.useRealTimers());

describe('Select', () => {
  it('renders 20 local options, 10 more each time the list is scrolled to its end', async () => {
    render(<Single options={students} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option')).toHaveLength(20);
    act(() => scrollToEnd(screen.getByRole('listbox')));
    expect(screen.getAllByRole('option')).toHaveLength(30);
  });

  it('filters ignoring case and diacritics, and says so when nothing matches', async () => {
    render(<Single options={students} />);
    await userEvent.type(screen.getByRole('combobox'), 'nguyen hoc sinh 9');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Nguyễn Học Sinh 92', 'Nguyễn Học Sinh 10'.replace('10', '94')]),
    );
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('Không có mục nào để chọn')).toBeDefined();
  });

  it('searches the server 300 ms after typing stops and pages while pages come back full', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (q: RemoteSearch) =>
      students.filter((s) => s.text.includes(q.keyword)).slice((q.page - 1) * q.take, q.page * q.take),
    );
    render(<Single search={search} />);
    const input = screen.getByRole('combobox');
    for (const typed of ['T', 'Tr', 'Trầ', 'Trần']) {
      fireEvent.change(input, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    // Typed at 100 ms intervals: nothing was searched until 300 ms after the last key.
    expect(search.mock.calls.map(([q]) => q.keyword)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(search).not.toHaveBeenCalled();
    // Meanwhile the list says it is loading, never that nothing matches.
    expect(screen.queryByText('Không có mục nào để chọn')).toBeNull();
    expect(screen.getByRole('option', { name: 'Đang tải…' })).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search.mock.calls.map(([q]) => q)).toEqual([{ keyword: 'Trần', take: 20, page: 1 }]);
    expect(screen.getAllByRole('option')).toHaveLength(20);
    act(() => scrollToEnd(screen.getByRole('listbox')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(search).toHaveBeenLastCalledWith({ keyword: 'Trần', take: 20, page: 2 });
    expect(screen.getAllByRole('option')).toHaveLength(40);
    act(() => scrollToEnd(screen.getByRole('listbox')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('option')).toHaveLength(50);
    const calls = search.mock.calls.length;
    act(() => scrollToEnd(screen.getByRole('listbox')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(search.mock.calls.length).toBe(calls);
  });

  it('replaces the text of the chosen option with what is typed, by click or by Tab, so the search finds it', async () => {
    render(<Chosen />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('Không có (đơn vị gốc)');
    await userEvent.click(input);
    await userEvent.keyboard('Học Sinh 92');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nguyễn Học Sinh 92']);
    await userEvent.click(screen.getByRole('option', { name: 'Nguyễn Học Sinh 92' }));
    expect(input.value).toBe('Nguyễn Học Sinh 92');
    input.blur();
    await userEvent.tab();
    await userEvent.keyboard('Học Sinh 93');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Trần Học Sinh 93']);
  });

  it('asks for 8 at a time in its compact form', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (q: RemoteSearch) => students.slice(0, q.take));
    render(<Single search={search} compact />);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(search).toHaveBeenCalledWith({ keyword: '', take: 8, page: 1 });
  });

  it('chooses several as removable chips', async () => {
    session.locale = 'en';
    render(<Many />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Trần Học Sinh 1' }));
    await userEvent.click(screen.getByRole('option', { name: 'Nguyễn Học Sinh 2' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual([
      'Trần Học Sinh 1',
      'Nguyễn Học Sinh 2',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Trần Học Sinh 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

import type { Paged, Reply } from '@saola/core/http';
import { session } from '@saola/core/session';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncUrlProvider } from '../../runtime/sync-url';
import { type Column, DataTable } from './data-table';
import type { TableQuery } from './use-data-table';

interface Student {
  id: number;
  name: string;
}
const all: Student[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `${i % 3 ? 'Nguyễn' : 'Trần'} ${String(i + 1).padStart(2, '0')}`,
}));
const columns: Column<Student>[] = [{ key: 'name', header: 'Họ tên', cell: (s) => s.name, sort: 'fullName' }];

const answer = (page: Paged<Student>): Reply<Paged<Student>> => ({
  error: false,
  code: 200,
  message: '',
  data: page,
});

function server() {
  return vi.fn(async (q: TableQuery) => {
    let rows = all.filter((s) => s.name.includes(q.keyword));
    if (q.sort === 'fullName')
      rows = [...rows].sort((a, b) => (q.direction === 'desc' ? -1 : 1) * a.name.localeCompare(b.name));
    return answer({ data: rows.slice((q.page - 1) * q.take, q.page * q.take), total: rows.length });
  });
}

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('DataTable', () => {
  it('loads the first page, pages and changes the page size', async () => {
    session.locale = 'en';
    const load = server();
    render(<DataTable label="Students" empty="No students yet." columns={columns} load={load} />);
    expect(await screen.findByText('Trần 01')).toBeDefined();
    expect(load).toHaveBeenLastCalledWith({ keyword: '', take: 20, page: 1 });
    expect(screen.getByText('1–20 / 45')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nguyễn 21')).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(screen.getByText('1–45 / 45')).toBeDefined());
  });

  it('asks for the next page after the last row it showed, goes back by remembered cursors, and counts by number after a write', async () => {
    session.locale = 'en';
    const load = vi.fn(async (q: TableQuery) => {
      const start =
        typeof q.after === 'string' ? Number(q.after.slice('after-'.length)) : (q.page - 1) * q.take;
      const rows = all.slice(start, start + q.take);
      const last = rows.at(-1);
      return answer({
        data: rows,
        total: 40,
        more: true,
        ...(last && start + q.take < all.length ? { next: `after-${last.id}` } : {}),
      });
    });
    const { rerender } = render(
      <DataTable label="Students" empty="No students yet." columns={columns} load={load} refresh={0} />,
    );
    await screen.findByText('Trần 01');
    expect(screen.getByText('1–20 / more than 40')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nguyễn 21')).toBeDefined();
    expect(load).toHaveBeenLastCalledWith({ keyword: '', take: 20, page: 2, after: 'after-20' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nguyễn 41')).toBeDefined();
    expect(load).toHaveBeenLastCalledWith({ keyword: '', take: 20, page: 3, after: 'after-40' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ keyword: '', take: 20, page: 2, after: 'after-20' }),
    );
    rerender(
      <DataTable label="Students" empty="No students yet." columns={columns} load={load} refresh={1} />,
    );
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ keyword: '', take: 20, page: 2 }));
  });

  it('sorts by a column, ascending then descending, and says so to screen readers', async () => {
    const load = server();
    render(<DataTable label="Học viên" empty="Chưa có học viên nào." columns={columns} load={load} />);
    await screen.findByText('Trần 01');
    await userEvent.click(screen.getByRole('button', { name: /Họ tên/ }));
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({
        keyword: '',
        take: 20,
        page: 1,
        sort: 'fullName',
        direction: 'asc',
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Họ tên/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Họ tên/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Họ tên/ })).toHaveAttribute('aria-sort', 'descending'),
    );
  });

  it('searches 300 ms after typing stops, from the first page, and keeps the state in the address', async () => {
    vi.useFakeTimers();
    const load = server();
    render(
      <SyncUrlProvider enabled>
        <DataTable label="Học viên" empty="Chưa có học viên nào." columns={columns} load={load} inUrl />
      </SyncUrlProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const search = screen.getByRole('searchbox');
    await act(async () => {
      search.focus();
    });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(search, { target: { value: 'Trần' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(load).not.toHaveBeenCalledWith(expect.objectContaining({ keyword: 'Trần' }));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenLastCalledWith({ keyword: 'Trần', take: 20, page: 1 });
    // The first page and the usual size are how a list starts: only what differs is in the address.
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({ keyword: 'Trần' });
  });

  it('opens at the page, size and search in the address', async () => {
    history.replaceState(null, '', '/registerUser/list?page=2&take=10&keyword=Nguy');
    const load = server();
    render(
      <SyncUrlProvider enabled>
        <DataTable label="Học viên" empty="Chưa có học viên nào." columns={columns} load={load} inUrl />
      </SyncUrlProvider>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledWith({ keyword: 'Nguy', take: 10, page: 2 }));
    expect(screen.getByRole('searchbox')).toHaveValue('Nguy');
  });

  it('keeps its view in memory where the address is not its own: it neither reads nor rewrites it', async () => {
    session.locale = 'en';
    // A school portal's own paging and search, as an element sees them without sync-url="true".
    history.replaceState(null, '', '/tin-tuc?page=2&sort=date&keyword=thi#lich');
    const load = server();
    render(<DataTable label="Students" empty="No students yet." columns={columns} load={load} inUrl />);
    await waitFor(() => expect(load).toHaveBeenCalledWith({ keyword: '', take: 20, page: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ keyword: '', take: 20, page: 2 }));
    await userEvent.click(screen.getByRole('button', { name: /Họ tên/ }));
    await userEvent.type(screen.getByRole('searchbox'), 'Trần');
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'Trần', sort: 'fullName' })),
    );
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/tin-tuc?page=2&sort=date&keyword=thi#lich',
    );
  });

  it('says what is empty, or that nothing matches the search, and asks for a filter first when it must', async () => {
    session.locale = 'en';
    const empty = vi.fn(async () => answer({ data: [], total: 0 }));
    const { unmount } = render(
      <DataTable label="Students" empty="No students yet." columns={columns} load={empty} />,
    );
    expect(await screen.findByText('No students yet.')).toBeDefined();
    await userEvent.type(screen.getByRole('searchbox'), 'Lê');
    expect(await screen.findByText('No suitable data found.')).toBeDefined();
    expect(screen.queryByText('No students yet.')).toBeNull();
    unmount();
    const load = server();
    render(
      <DataTable
        label="Students"
        empty="No students yet."
        columns={columns}
        load={load}
        requireFilters
        filters={{ idGroup: undefined }}
      />,
    );
    expect(await screen.findByText('You need to choose search by filters to display data.')).toBeDefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('says why a page could not load, not that the list is empty, and loads it again', async () => {
    session.locale = 'en';
    const answers: Array<Reply<Paged<Student>>> = [
      { error: true, code: 500, message: 'x', data: null },
      { error: true, code: 400, message: 'x', data: null, network: true },
      answer({ data: all.slice(0, 2), total: 2 }),
    ];
    const load = vi.fn(async () => answers.shift() as Reply<Paged<Student>>);
    render(<DataTable label="Students" empty="No students yet." columns={columns} load={load} />);
    expect(await screen.findByText('The server had a problem. Please try again later.')).toBeDefined();
    expect(screen.queryByText('No students yet.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Connect to server failed. Please check your internet connection.'),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Trần 01')).toBeDefined();
  });

  it('deletes the selected rows after confirming, with their count', async () => {
    const load = server();
    const onDelete = vi.fn(async () => {});
    render(
      <DataTable
        label="Học viên"
        empty="Chưa có học viên nào."
        columns={columns}
        load={load}
        onDeleteSelected={onDelete}
        rowActions={(s) => <button type="button">Sửa {s.id}</button>}
      />,
    );
    await screen.findByText('Trần 01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Bạn có chắc chắn muốn xóa 2 bản ghi đã chọn?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith([1, 2]));
    expect(screen.getByRole('button', { name: 'Sửa 3' })).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByRole('button', { name: 'Xóa (20)' })).toBeDefined();
  });
});

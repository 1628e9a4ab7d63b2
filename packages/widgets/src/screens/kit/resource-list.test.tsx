import type { CourseSummary } from '@saola/core/api';
import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractAnswers } from '../../../test/contract-fake';
import { demoConfig, renderWithFake } from '../../../test/fake-saola';
import { SyncUrlProvider } from '../../runtime/sync-url';
import { COURSES } from '../admin/course-list/course-list.fixtures';
import type { ResourcePages } from './resource';
import { ResourceList } from './resource-list';

const PAGES: ResourcePages = { add: 'courseAdd', edit: 'courseEdit' };

beforeEach(() => history.replaceState(null, '', '/course/list'));

/** A course list described to the kit, over a fake that records what each list call asked. */
function setup(user: { idType: 2 | 4 }, syncUrl = false, pages: ResourcePages | null = PAGES) {
  session.user = { ...demoConfig.user, rights: [], ...user };
  const asked: Array<Record<string, unknown>> = [];
  const onNavigate = vi.fn();
  const fake = renderWithFake(
    <SyncUrlProvider enabled={syncUrl}>
      <ResourceList
        area="course"
        {...(pages ? { pages } : {})}
        title="Khóa học"
        addLabel="Thêm khóa học"
        empty="Chưa có khóa học nào."
        onNavigate={onNavigate}
        columns={[
          { key: 'name', header: 'Tên', sort: 'name', link: true, cell: (row: CourseSummary) => row.name },
        ]}
        filters={[
          {
            name: 'approval',
            label: 'Duyệt',
            choices: [
              { value: 'approved', label: 'Đã duyệt' },
              { value: 'pending', label: 'Chờ duyệt' },
            ],
          },
          {
            name: 'idTeacher',
            label: 'Giảng viên',
            search: async () => [{ id: 7, text: 'Trần Văn Minh' }],
          },
        ]}
      />
    </SyncUrlProvider>,
    contractAnswers({
      course: {
        list: (payload) => {
          asked.push({ ...payload });
          const rows = COURSES.filter((c) => !payload.approval || c.approval === payload.approval);
          return { data: rows, total: rows.length };
        },
        delete: ({ ids }) => ({ deleted: ids.length }),
      },
    }),
  );
  return { ...fake, asked, onNavigate };
}

describe('ResourceList', () => {
  it('sends each filter as the endpoint names it, "All" sending nothing', async () => {
    const { asked } = setup({ idType: 2 });
    await screen.findByRole('link', { name: 'Vật lý 10' });
    await userEvent.selectOptions(screen.getByLabelText('Duyệt'), 'Chờ duyệt');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ approval: 'pending', page: 1 }));
    expect(await screen.findByRole('link', { name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Vật lý 10' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Giảng viên' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trần Văn Minh' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ approval: 'pending', idTeacher: 7 }));
    await userEvent.selectOptions(screen.getByLabelText('Duyệt'), 'Tất cả');
    await waitFor(() => expect(asked.at(-1)).not.toHaveProperty('approval'));
  });

  it('opens filtered as a link names it in the address, where the list may read the address', async () => {
    history.replaceState(null, '', '/course/list?approval=pending');
    const { asked } = setup({ idType: 2 }, true);
    expect(await screen.findByRole('link', { name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' })).toBeDefined();
    expect(asked[0]).toMatchObject({ approval: 'pending' });
    expect((screen.getByLabelText('Duyệt') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Chờ duyệt',
    );
  });

  it('leaves the page’s own address alone where it may not read it (an element on a school’s page)', async () => {
    history.replaceState(null, '', '/course/list?approval=pending');
    const { asked } = setup({ idType: 2 });
    await screen.findByRole('link', { name: 'Vật lý 10' });
    expect(asked[0]).not.toHaveProperty('approval');
  });

  it('offers add, edit and delete to whoever the contract lets make those calls', async () => {
    const { onNavigate } = setup({ idType: 2 });
    await userEvent.click(await screen.findByRole('link', { name: 'Vật lý 10' }));
    expect(onNavigate).toHaveBeenCalledWith('/course/edit/1');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm khóa học' }));
    expect(onNavigate).toHaveBeenCalledWith('/course/add');
    const row = screen.getByText('Tiếng Anh giao tiếp').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('links no row and offers no add button where the list has no pages of its own to lead to', async () => {
    const { onNavigate } = setup({ idType: 2 }, false, null);
    await screen.findByText('Vật lý 10');
    expect(screen.queryByRole('link', { name: 'Vật lý 10' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm khóa học' })).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('offers nothing to change to an account the contract does not let add, edit or delete', async () => {
    setup({ idType: 4 });
    await screen.findByText('Vật lý 10');
    expect(screen.queryByRole('link', { name: 'Vật lý 10' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm khóa học' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

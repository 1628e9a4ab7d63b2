import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderAs, startEachAt } from '../shared/screen-test';
import { SubjectList } from './subject-list';
import { refusingTakenName, subjectServer } from './subject-list.fixtures';

startEachAt('/setting/subject');

describe('SubjectList', () => {
  it('adds a subject in a dialog with its code and order, and edits another in place', async () => {
    const { sent } = renderAs({ idType: 2, rights: [] }, <SubjectList />, subjectServer());
    const row = (await screen.findByText('English')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ENG')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm môn học' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/Tên môn học/), 'Vật lý');
    await userEvent.type(within(dialog).getByLabelText(/Mã môn học/), 'LY');
    const order = within(dialog).getByLabelText(/Thứ tự/);
    await userEvent.clear(order);
    await userEvent.type(order, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vật lý')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/Subject/Add'))?.body).toMatchObject({
      name: 'Vật lý',
      code: 'LY',
      sortOrder: 4,
    });
    await userEvent.click(within(row).getByRole('button', { name: /Chỉnh sửa môn học: English/ }));
    dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Tên môn học/);
    expect((name as HTMLInputElement).value).toBe('English');
    await userEvent.clear(name);
    await userEvent.type(name, 'Tiếng Anh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByText('Tiếng Anh')).toBeDefined());
  });

  it("shows the server's refusal of a name the school already has under the name field", async () => {
    session.user = { ...demoConfig.user, idType: 2, rights: [] };
    const answers = refusingTakenName(
      subjectServer(),
      '/Lms/Subject/Add',
      'Toán học',
      'Tên này đã có trong trường của bạn.',
    );
    renderWithFake(<SubjectList />, answers);
    await screen.findByText('English');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm môn học' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Tên môn học/), 'TOÁN HỌC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Tên này đã có trong trường của bạn.')).toBeDefined();
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('lets a teacher without the school-catalog right look only', async () => {
    renderAs({ idType: 3, rights: [] }, <SubjectList />, subjectServer());
    await screen.findByText('English');
    expect(screen.queryByRole('button', { name: 'Thêm môn học' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Chỉnh sửa môn học/ })).toBeNull();
  });
});

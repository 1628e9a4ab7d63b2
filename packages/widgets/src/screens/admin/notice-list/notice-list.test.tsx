import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderNavigating } from '../shared/screen-test';
import { NoticeList } from './notice-list';
import { noticeServer } from './notice-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/setting/notification'));

function setup(rows?: Parameters<typeof noticeServer>[0]) {
  return renderNavigating((onNavigate) => <NoticeList onNavigate={onNavigate} />, noticeServer(rows), {
    fullName: 'Nguyễn Thị Hoa',
    idType: 2,
    rights: [],
  });
}

describe('NoticeList', () => {
  it('shows who each notice goes to, its status, and its delivered, read and mailed counts', async () => {
    setup();
    const sent = (await screen.findByRole('link', { name: 'Lịch thi học kỳ I' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(sent).getByText('Toàn trường')).toBeDefined();
    expect(within(sent).getByText('Đã gửi')).toBeDefined();
    expect(within(sent).getByText('120 / 87')).toBeDefined();
    expect(within(sent).getByText('96 email')).toBeDefined();
    const scheduled = screen.getByRole('link', { name: 'Parents’ meeting' }).closest('tr') as HTMLElement;
    expect(within(scheduled).getByText('Khối THPT')).toBeDefined();
    expect(within(scheduled).getByText('Đã hẹn giờ')).toBeDefined();
    expect(within(scheduled).getByText('0 SMS')).toBeDefined();
  });

  it('opens a notice, adds one and deletes several', async () => {
    const { onNavigate } = setup();
    await userEvent.click(await screen.findByRole('link', { name: 'Lịch thi học kỳ I' }));
    expect(onNavigate).toHaveBeenCalledWith('/setting/editNotification/1');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm thông báo' }));
    expect(onNavigate).toHaveBeenCalledWith('/setting/addNotification');
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lịch thi học kỳ I' })).toBeNull());
  });

  it('filters by status', async () => {
    setup();
    await screen.findByRole('link', { name: 'Lịch thi học kỳ I' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Bản nháp');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lịch thi học kỳ I' })).toBeNull());
    expect(screen.getByRole('link', { name: 'ແຈ້ງການພັກຮຽນ' })).toBeDefined();
  });

  it('says when there is no notice', async () => {
    setup([]);
    expect(await screen.findByText('Chưa có thông báo nào.')).toBeDefined();
  });
});

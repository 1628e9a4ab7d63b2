import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { noticeServer } from '../notice-list/notice-list.fixtures';
import { NoticeForm } from './notice-form';

beforeEach(() => {
  history.replaceState(null, '', '/setting/addNotification');
  // jsdom has no layout: the rich-text editor asks where the caret is drawn while typing.
  document.elementFromPoint ??= () => null;
});

function setup(id?: number, options: { mail?: boolean } = {}) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2, rights: [] };
  const onNavigate = vi.fn();
  const fake = renderWithFake(
    <NoticeForm id={id} onNavigate={onNavigate} />,
    noticeServer(undefined, options),
  );
  return { ...fake, onNavigate };
}

const sentBody = (fake: ReturnType<typeof setup>, path: string) =>
  fake.sent.filter((r) => r.url.includes(path)).map((r) => r.body as Record<string, unknown>);

describe('NoticeForm', () => {
  it('writes a notice to a unit, also by mail, scheduled, and opens the saved notice', async () => {
    const fake = setup();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), 'Họp phụ huynh');
    const editor = await screen.findByRole('textbox', { name: /Nội dung/ });
    await userEvent.type(editor, 'Thứ Bảy lúc 8 giờ.');
    await userEvent.click(screen.getByRole('radio', { name: 'Đơn vị' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Chọn đơn vị/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Khối THPT' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Gửi thêm qua email' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Hẹn giờ' }));
    expect(screen.getByRole('textbox', { name: /Giờ gửi/ })).toHaveProperty('value', '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thông báo' }));
    await waitFor(() =>
      expect(fake.onNavigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/setting\/editNotification\/\d+$/),
      ),
    );
    expect(sentBody(fake, '/Auth/Notification/Add')[0]).toMatchObject({
      title: 'Họp phụ huynh',
      recipientKind: 'units',
      recipientIds: [3],
      byMail: true,
      bySms: false,
      sendMode: 'scheduled',
      scheduledAt: expect.stringMatching(/T\d\d:00:00\.000Z$/),
    });
  });

  it('asks for a title and content, and for recipients when not everyone', async () => {
    const fake = setup();
    await userEvent.click(await screen.findByRole('radio', { name: 'Nhóm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thông báo' }));
    expect(await screen.findAllByText(/bắt buộc|Vui lòng/)).not.toHaveLength(0);
    expect(sentBody(fake, '/Auth/Notification/Add')).toHaveLength(0);
  });

  it("shows the server's refusal of mail under the mail switch", async () => {
    setup(undefined, { mail: false });
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), 'Thông báo');
    await userEvent.type(await screen.findByRole('textbox', { name: /Nội dung/ }), 'Nội dung');
    await userEvent.click(screen.getByRole('switch', { name: 'Gửi thêm qua email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thông báo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The school has no mail server yet.');
  });

  it('shows a sent notice with its delivery and reads, not as a form', async () => {
    setup(1);
    expect(await screen.findByRole('heading', { name: 'Lịch thi học kỳ I' })).toBeDefined();
    expect(screen.getByText('Thông báo đã gửi, không thể chỉnh sửa nữa.')).toBeDefined();
    expect(screen.getByText(/120 \/ 87 · 96 email/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Lưu thông báo' })).toBeNull();
  });

  it('edits a scheduled notice with its unit chosen', async () => {
    const fake = setup(2);
    expect(await screen.findByRole('heading', { name: 'Parents’ meeting' })).toBeDefined();
    expect(screen.getByText('Khối THPT')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thông báo' }));
    await waitFor(() => expect(sentBody(fake, '/Auth/Notification/Edit')).toHaveLength(1));
    expect(sentBody(fake, '/Auth/Notification/Edit')[0]).toMatchObject({
      id: 2,
      recipientKind: 'units',
      recipientIds: [3],
      bySms: true,
      sendMode: 'scheduled',
      scheduledAt: '2026-12-05T01:00:00.000Z',
    });
  });
});

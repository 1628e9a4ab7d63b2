import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { renderAs } from '../shared/screen-test';
import { NotifyEvents } from './notify-events';
import { EVENTS, notifyEventsServer } from './notify-events.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

const box = (group: string, channel: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: channel });

describe('NotifyEvents', () => {
  it('turns mail on for new lessons and push off for exams, saves, and lists the change', async () => {
    const { sent } = renderWithFake(<NotifyEvents />, notifyEventsServer());
    await screen.findByRole('group', { name: 'Bài học mới' });
    expect((box('Bài học mới', 'Qua email') as HTMLInputElement).checked).toBe(false);
    expect((box('Đơn hàng đã thanh toán', 'Qua email') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box('Bài học mới', 'Qua email'));
    await userEvent.click(box('Kỳ thi', 'Thông báo đẩy'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(sent.some((r) => r.url.endsWith('/Lms/Setting/EditNotificationEvents'))).toBe(true),
    );
    expect(sent.find((r) => r.url.endsWith('/Lms/Setting/EditNotificationEvents'))?.body).toEqual({
      ...EVENTS,
      newLesson: { inApp: true, push: true, mail: true },
      exam: { inApp: true, push: false, mail: false },
    });
    // The form starts again from what the server kept, and the history shows who turned what.
    await waitFor(() => expect((box('Bài học mới', 'Qua email') as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText('Bài học mới · Qua email')).toBeDefined();
  });

  it('shows a failed load with a retry', async () => {
    renderWithFake(<NotifyEvents />, {
      '/Lms/Setting/GetNotificationEvents': refuse(500, 'Lỗi máy chủ'),
    });
    expect(await screen.findByRole('button', { name: /Thử lại/ })).toBeDefined();
  });

  it('tells a teacher the setting is not hers to change', async () => {
    renderAs({ fullName: 'Trần Văn Minh', idType: 3 }, <NotifyEvents />, notifyEventsServer());
    expect(await screen.findByText('Bạn không có quyền truy cập trang này.')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Bài học mới' })).toBeNull();
  });
});

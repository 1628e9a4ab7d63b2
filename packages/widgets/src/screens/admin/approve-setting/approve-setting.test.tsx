import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalServer } from '../approval-list/approval.fixtures';
import { renderAs } from '../shared/screen-test';
import { ApproveSetting } from './approve-setting';

afterEach(() => {
  session.user = null;
});

describe('ApproveSetting', () => {
  it('sends course approval through a flow and keeps the member registration flow', async () => {
    const { sent } = renderAs({ idType: 2, rights: [] }, <ApproveSetting />, approvalServer());
    const course = await screen.findByRole('combobox', { name: /Quy trình duyệt khóa học/ });
    expect(
      (screen.getByRole('combobox', { name: /đăng ký thành viên/ }) as HTMLInputElement).value,
    ).toContain('QT-TV');
    await userEvent.click(course);
    await userEvent.click(await screen.findByRole('option', { name: 'COURSE — Course review board' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith('/Lms/ApproveSetting/Edit'))?.body).toEqual({
        member: 1,
        course: 2,
      }),
    );
  });

  it('tells a teacher without the approval right so', async () => {
    renderAs({ idType: 3, rights: [] }, <ApproveSetting />, approvalServer());
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});

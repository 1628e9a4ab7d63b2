import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { OpenCourseLogs } from './open-course-logs';
import { logServer } from './open-course-logs.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('OpenCourseLogs', () => {
  it('lists who opened which open course', async () => {
    renderWithFake(<OpenCourseLogs />, logServer());
    expect(await screen.findByText('ສົມພອນ ວົງສາ')).toBeDefined();
    expect(screen.getByText('Kỹ năng giao tiếp')).toBeDefined();
  });

  it('says when nobody opened one', async () => {
    renderWithFake(<OpenCourseLogs />, logServer([]));
    expect(await screen.findByText('Không có dữ liệu')).toBeDefined();
  });

  it('exports what the list shows, once however often it is pressed, and opens the export list', async () => {
    const seen: string[] = [];
    const { sent } = renderWithFake(<OpenCourseLogs onNavigate={(to) => seen.push(to)} />, logServer());
    await screen.findByText('ສົມພອນ ວົງສາ');
    await userEvent.type(screen.getByRole('searchbox'), 'sơn');
    await waitFor(() => expect(sent.some((r) => r.url.includes('keyword=s'))).toBe(true));
    const button = screen.getByRole('button', { name: 'Xuất Excel' });
    await Promise.all([userEvent.click(button), userEvent.click(button)]);
    await waitFor(() => expect(seen).toEqual(['/backgroundJob/exportList/openCourseLog']));
    const starts = sent.filter((r) => r.url.endsWith('/Lms/Export/Start'));
    expect(starts.map((r) => r.body)).toEqual([{ module: 'openCourseLog', keyword: 'sơn' }]);
  });
});

import { initialSession, session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, demoConfig, ok, refuse } from '../../../../test/fake-saola';
import { renderNavigating } from '../shared/screen-test';
import { AdminDashboard } from './admin-dashboard';
import { busySchool, newSchool, teachersDay } from './admin-dashboard.fixtures';

beforeEach(() => {
  Object.assign(session, initialSession(), { website: demoConfig.website });
});

function setup(answer: Answer) {
  return renderNavigating((onNavigate) => <AdminDashboard onNavigate={onNavigate} />, {
    '/Lms/Dashboard/Admin': answer,
  });
}

describe('AdminDashboard', () => {
  it('shows the head counts and charts each of the 30 days, with the figures readable as a table', async () => {
    setup(ok(busySchool));
    expect(await screen.findByText('1.248')).toBeDefined();
    expect(screen.getByText('Học viên')).toBeDefined();
    expect(screen.getByText('64')).toBeDefined();
    expect(screen.getByText('87')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Hoạt động 30 ngày qua' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const first = busySchool.activity[0];
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([String(first?.signIns), String(first?.enrolments)]);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('24/10');
    expect(screen.queryByText('Chưa có hoạt động nào trong 30 ngày qua.')).toBeNull();
  });

  it('says so when the school has had no activity yet, in the current language', async () => {
    session.locale = 'en';
    setup(ok(newSchool));
    expect(await screen.findByText('No activity in the last 30 days yet.')).toBeDefined();
    expect(screen.getByText('Teachers')).toBeDefined();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let calls = 0;
    setup(() => (++calls === 1 ? refuse(503, 'Không thể kết nối') : ok(busySchool)));
    await userEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('1.248')).toBeDefined();
    expect(calls).toBe(2);
  });

  it('lists what waits for the owner, each a link to where it is done, leaving out what has nothing in it', async () => {
    const { onNavigate } = setup(ok(busySchool));
    const waiting = await screen.findByRole('region', { name: 'Đang chờ bạn' });
    const links = within(waiting).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['3 đơn hàng chờ xác nhận thanh toán', '/order/list?status=pending'],
      ['1 thành viên chờ duyệt', '/approve/member/list?kind=member'],
      ['2 lượt nhập dữ liệu bị lỗi trong tuần', '/backgroundJob/importList'],
      ['4 bài học có video học viên không mở được', '/course/edit/12?tab=curriculum'],
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith('/order/list?status=pending');
  });

  it('tells the owner that mail is off and what else is not set up, each with its setting', async () => {
    const { onNavigate } = setup(ok(busySchool));
    const setupList = await screen.findByRole('region', { name: 'Chưa thiết lập' });
    const mail = within(setupList).getByRole('link', { name: /^Email đang tắt/ });
    expect(mail.getAttribute('href')).toBe('/setting/mailSetting');
    expect(
      within(setupList)
        .getByRole('link', { name: /tên miền/ })
        .getAttribute('href'),
    ).toBe('/setting/domain');
    await userEvent.click(mail);
    expect(onNavigate).toHaveBeenCalledWith('/setting/mailSetting');
  });

  it('shows the week’s learners, completions and revenue as money', async () => {
    setup(ok(busySchool));
    const week = await screen.findByRole('region', { name: '7 ngày qua' });
    expect(within(week).getByText('812')).toBeDefined();
    expect(within(week).getByText('37')).toBeDefined();
    expect(within(week).getByText('12.450.000 ₫')).toBeDefined();
  });

  it('says nothing waits on a new school’s first day, in Lao, and lists all five settings', async () => {
    session.locale = 'lo';
    setup(ok(newSchool));
    expect(await screen.findByText('ບໍ່ມີຫຍັງລໍຖ້າທ່ານຢູ່.')).toBeDefined();
    const setupList = screen.getByRole('region', { name: 'ຍັງບໍ່ໄດ້ຕັ້ງຄ່າ' });
    expect(within(setupList).getAllByRole('link')).toHaveLength(5);
  });

  it('gives a teacher her day: sessions on the school’s clock, exams to watch and questions to answer', async () => {
    const { onNavigate } = setup(ok(teachersDay));
    const sessions = await screen.findByRole('region', { name: 'Buổi học trực tuyến hôm nay' });
    // 11:00 UTC is 18:00 in the school's zone, whatever the device's.
    expect(within(sessions).getByRole('link').textContent).toBe('18:00–19:30 Toán 10A1 trực tuyến');
    const exams = screen.getByRole('region', { name: 'Kỳ thi cần theo dõi' });
    expect(within(exams).getByRole('link').textContent).toBe('Kiểm tra 15 phút · Đóng lúc 22-11-2026 16:00');
    await userEvent.click(screen.getByRole('link', { name: '2 câu hỏi chờ bạn trả lời' }));
    expect(onNavigate).toHaveBeenCalledWith('/courseReviewAndComment/list');
    expect(screen.queryByRole('region', { name: 'Chưa thiết lập' })).toBeNull();
    expect(screen.queryByText('Doanh thu')).toBeNull();
  });
});

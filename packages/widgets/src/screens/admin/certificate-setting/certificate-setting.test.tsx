import { session } from '@saola/core/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { certificateServer, TEMPLATE } from '../../shared/certificate.fixtures';
import { CertificateSetting } from './certificate-setting';

beforeEach(() => {
  history.replaceState(null, '', '/setting/certificate');
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2, rights: [] };
});
afterEach(() => {
  session.user = null;
});

const edits = (sent: Array<{ url: string; body?: unknown }>) =>
  sent.filter((r) => r.url.endsWith('/Lms/CertificateTemplate/Edit'));

describe('CertificateSetting', () => {
  it('edits the template, previewing the text with sample values, and moves a slot with the keys', async () => {
    const { sent } = renderWithFake(<CertificateSetting />, certificateServer());
    const [title] = await screen.findAllByLabelText(/^Tiêu đề/);
    await userEvent.clear(title as HTMLElement);
    await userEvent.type(title as HTMLElement, 'Giấy chứng nhận');
    const preview = screen.getByRole('region', { name: 'Xem trước' });
    expect(within(preview).getByText('Giấy chứng nhận')).toBeDefined();
    expect(
      within(preview).getByText(/Chứng nhận Nguyễn Thị Hồng Nhung đã hoàn thành khóa học Khóa học mẫu/),
    ).toBeDefined();
    const learner = within(preview).getByRole('button', { name: 'Tên học viên (50%, 42%)' });
    fireEvent.keyDown(learner, { key: 'ArrowDown' });
    fireEvent.keyDown(learner, { key: 'ArrowRight', shiftKey: true });
    expect(within(preview).getByRole('button', { name: 'Tên học viên (55%, 43%)' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(edits(sent)).toHaveLength(1));
    expect(edits(sent)[0]?.body).toMatchObject({
      title: 'Giấy chứng nhận',
      idCourses: [5],
      allCourses: false,
      layout: { learnerName: { x: 55, y: 43, size: 34 } },
    });
  });

  it('refuses an empty title before sending, and says when no template is saved yet', async () => {
    const { sent } = renderWithFake(
      <CertificateSetting />,
      certificateServer({ template: { ...TEMPLATE, enabled: false, courses: [] } }),
    );
    expect(await screen.findByText(/Trường chưa có mẫu chứng chỉ/)).toBeDefined();
    await userEvent.clear(screen.getAllByLabelText(/^Tiêu đề/)[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(screen.getAllByLabelText(/^Tiêu đề/)[0]?.getAttribute('aria-invalid')).toBe('true'),
    );
    expect(edits(sent)).toHaveLength(0);
  });

  it('words the title and body per language, keeping what the school wrote in each', async () => {
    const { sent } = renderWithFake(<CertificateSetting />, certificateServer());
    expect(((await screen.findByLabelText('Tiêu đề (ພາສາລາວ)')) as HTMLInputElement).value).toBe(
      'ໃບຢັ້ງຢືນການຮຽນຈົບ',
    );
    await userEvent.type(screen.getByLabelText('Tiêu đề (English)'), 'Certificate of completion');
    await userEvent.type(
      screen.getByLabelText(/^Nội dung \(English\)/),
      'Awarded for completing the course.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(edits(sent)).toHaveLength(1));
    expect(edits(sent)[0]?.body).toMatchObject({
      translations: {
        vi: { title: '', body: '' },
        en: { title: 'Certificate of completion', body: 'Awarded for completing the course.' },
        lo: { title: 'ໃບຢັ້ງຢືນການຮຽນຈົບ', body: '' },
      },
    });
  });

  it('awards every course when asked, hiding the course picker', async () => {
    const { sent } = renderWithFake(<CertificateSetting />, certificateServer());
    await userEvent.click(await screen.findByRole('switch', { name: 'Tất cả khóa học' }));
    expect(screen.queryByLabelText(/Chọn khóa học/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(edits(sent)).toHaveLength(1));
    expect(edits(sent)[0]?.body).toMatchObject({ allCourses: true });
  });

  it('lists issued certificates and revokes one with a reason', async () => {
    const { sent } = renderWithFake(<CertificateSetting />, certificateServer());
    await userEvent.click(await screen.findByRole('tab', { name: 'Chứng chỉ đã cấp' }));
    const row = (await screen.findByText('Nguyễn Thị Ánh Tuyết')).closest('tr') as HTMLElement;
    expect(screen.getByText('Cấp nhầm học viên')).toBeDefined();
    await userEvent.click(within(row).getByRole('button', { name: 'Thu hồi: Nguyễn Thị Ánh Tuyết' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thu hồi' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/Lý do/), 'Gian lận bài thi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thu hồi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const revoke = sent.find((r) => r.url.endsWith('/Lms/Certificate/Revoke'));
    expect(revoke?.body).toEqual({ id: 3, reason: 'Gian lận bài thi' });
    await waitFor(() => expect(screen.getByText('Gian lận bài thi')).toBeDefined());
  });

  it('issues a certificate by hand: a learner and a course are required, then it heads the list', async () => {
    const { sent } = renderWithFake(<CertificateSetting />, certificateServer());
    await userEvent.click(await screen.findByRole('tab', { name: 'Chứng chỉ đã cấp' }));
    await screen.findByText('Nguyễn Thị Ánh Tuyết');
    await userEvent.click(screen.getByRole('button', { name: 'Cấp chứng chỉ' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect((await within(dialog).findAllByText('Trường này là bắt buộc')).length).toBe(2);
    expect(sent.some((r) => r.url.endsWith('/Lms/Certificate/Issue'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Học viên/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Lê Hoàng Nam/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Khóa học/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vật lý 10' }));
    const save = within(dialog).getByRole('button', { name: 'Lưu' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const issues = sent.filter((r) => r.url.endsWith('/Lms/Certificate/Issue'));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.body).toEqual({ idUser: 13, idCourse: 1 });
    const row = (await screen.findByText('Lê Hoàng Nam')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Vật lý 10')).toBeDefined();
  });
});

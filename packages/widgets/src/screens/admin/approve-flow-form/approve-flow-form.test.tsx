import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalServer } from '../approval-list/approval.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { ApproveFlowForm } from './approve-flow-form';

afterEach(() => {
  session.user = null;
});

function setup(id?: number, idType: 2 | 3 = 2) {
  return renderNavigating(
    (onNavigate) => <ApproveFlowForm id={id} onNavigate={onNavigate} />,
    approvalServer(),
    { idType, rights: [] },
  );
}

describe('ApproveFlowForm', () => {
  it('builds a two-step flow: a named person, then a unit’s manager', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(await screen.findByLabelText(/Mã quy trình/), 'QT-02');
    await userEvent.type(screen.getByLabelText(/Tên quy trình/), 'Duyệt hai bước');
    // A step without its name or approver is pointed out before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Hãy chọn người duyệt của bước này.')).toBeDefined();
    const steps = () => screen.getAllByRole('listitem');
    await userEvent.type(within(steps()[0] as HTMLElement).getByLabelText(/Tên bước/), 'Trưởng phòng');
    await userEvent.type(
      within(steps()[0] as HTMLElement).getByRole('combobox', { name: /Người duyệt/ }),
      'Minh',
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Trần Văn Minh (teacher)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thêm bước' }));
    const second = steps()[1] as HTMLElement;
    await userEvent.type(within(second).getByLabelText(/Tên bước/), 'Nhân sự');
    await userEvent.click(within(second).getByRole('radio', { name: 'Người quản lý của một đơn vị' }));
    await userEvent.click(within(second).getByRole('combobox', { name: /Đơn vị/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Công ty Saola › Human Resources' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/approve/flow/list'));
    expect(sent.find((r) => r.url.endsWith('/Lms/ApproveFlow/Add'))?.body).toMatchObject({
      code: 'QT-02',
      name: 'Duyệt hai bước',
      steps: [
        { name: 'Trưởng phòng', approverKind: 'user', idUser: 2 },
        { name: 'Nhân sự', approverKind: 'unitManager', idUnit: 4 },
      ],
    });
  });

  it('opens a flow with its steps and reorders them', async () => {
    const { sent } = setup(1);
    expect(await screen.findByRole('heading', { name: 'Duyệt thành viên mới' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Đưa bước 2 lên' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(
        (
          sent.find((r) => r.url.endsWith('/Lms/ApproveFlow/Edit'))?.body as
            | { steps: Array<{ name: string }> }
            | undefined
        )?.steps.map((s) => s.name),
      ).toEqual(['Nhân sự phê duyệt', 'Trưởng phòng xác nhận']),
    );
  });

  it('tells a teacher without the approval right so', async () => {
    setup(undefined, 3);
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});

import { initialSession, session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { myCourses } from '../shared/learning.fixtures';
import { MyCourseList } from './my-course-list';

beforeEach(() => {
  Object.assign(session, initialSession());
});

const server = () => ({
  '/Lms/Learning/MyCourses': ok(myCourses),
  ...contractAnswers({
    activeCode: {
      redeem: ({ code }) => {
        const typed = code.replace(/[\s-]/g, '').toUpperCase();
        if (typed === 'ENGTHU7K2M9Q')
          return { courses: [{ id: 7, name: 'English for Everyday Conversation' }] };
        if (typed === 'OLDCODE123') return refused(400, 'Mã này đã hết hạn.');
        return refused(429, 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.');
      },
    },
  }),
});

describe('Redeeming a code in My courses', () => {
  it('enrols the learner, reloads her courses and takes her to the course', async () => {
    const navigate = vi.fn();
    const fake = renderWithFake(<MyCourseList onNavigate={navigate} />, server());
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Nhập mã kích hoạt' }));
    const dialog = screen.getByRole('dialog', { name: 'Kích hoạt khóa học bằng mã' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mã/ }), 'engthu-7k2m9q');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kích hoạt' }));
    await within(dialog).findByText('English for Everyday Conversation');
    await waitFor(() =>
      expect(fake.sent.filter((r) => r.url.includes('/Lms/Learning/MyCourses')).length).toBeGreaterThan(1),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vào học' }));
    expect(navigate).toHaveBeenCalledWith('/my-course/7');
  });

  it('says why a code does not work under the field, expired or too many tries', async () => {
    renderWithFake(<MyCourseList />, server());
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Nhập mã kích hoạt' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kích hoạt' }));
    expect((await within(dialog).findAllByText(/bắt buộc/)).length).toBeGreaterThan(0);
    const field = within(dialog).getByRole('textbox', { name: /Mã/ });
    await userEvent.type(field, 'oldcode123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kích hoạt' }));
    expect(await within(dialog).findByText('Mã này đã hết hạn.')).toBeDefined();
    await userEvent.clear(field);
    await userEvent.type(field, 'GUESS1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kích hoạt' }));
    expect(await within(dialog).findByText(/thử lại sau 15 phút/)).toBeDefined();
  });
});

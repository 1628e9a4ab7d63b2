import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, demoConfig, ok, renderWithFake } from '../../../../test/fake-saola';
import { packageServer } from '../course-package-list/course-package-list.fixtures';
import { enrolmentServer } from '../course-students/course-students.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { CoursePackageForm } from './course-package-form';

afterEach(() => {
  session.user = null;
});

function setup(id?: number) {
  return renderNavigating(
    (onNavigate) => <CoursePackageForm id={id} onNavigate={onNavigate} />,
    packageServer(),
  );
}

describe('CoursePackageForm', () => {
  it('tells a teacher without the package right so, before any field to fill in', async () => {
    session.user = { ...demoConfig.user, idType: 3, rights: [] };
    setup();
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByLabelText(/Tên gói khóa học/)).toBeNull();
  });

  it('adds a package of courses found by search, with its price', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(screen.getByLabelText(/Tên gói khóa học/), 'Combo Ngoại ngữ');
    await userEvent.type(screen.getByRole('combobox', { name: /Khóa học trong gói/ }), 'Anh');
    await userEvent.click(await screen.findByRole('option', { name: 'Tiếng Anh giao tiếp' }));
    await userEvent.type(screen.getByLabelText(/Giá gói/), '2500000');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/course-package/list'));
    expect(sent.find((r) => r.url.endsWith('/Lms/CoursePackage/Add'))?.body).toMatchObject({
      name: 'Combo Ngoại ngữ',
      idCourses: [2],
      price: 2_500_000,
    });
  });

  it('opens a package with its courses and asks for a name', async () => {
    setup(1);
    expect(await screen.findByRole('heading', { name: 'Combo Tự nhiên 10' })).toBeDefined();
    expect(screen.getByText('Vật lý 10')).toBeDefined();
    await userEvent.clear(screen.getByLabelText(/Tên gói khóa học/));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
  });

  it('enrols the chosen students in every course of a saved package', async () => {
    const { sent } = renderWithFake(<CoursePackageForm id={1} />, {
      ...packageServer(),
      '/Lms/Student/List': enrolmentServer()['/Lms/Student/List'] as Answer,
      '/Lms/Enrolment/AddPackage': ok({ added: 2, courses: 2 }, 'Đã lưu'),
    });
    expect(await screen.findByRole('heading', { name: 'Ghi danh học viên vào cả gói' })).toBeDefined();
    await userEvent.type(screen.getByRole('combobox', { name: /Chọn học viên/ }), 'Nam');
    await userEvent.click(await screen.findByRole('option', { name: 'Lê Hoàng Nam (student3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ghi danh' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith('/Lms/Enrolment/AddPackage'))?.body).toEqual({
        idPackage: 1,
        idUsers: [13],
      }),
    );
  });
});

import type { TransportResponse } from '@saola/core/http';
import { session } from '@saola/core/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, ok, refuse, renderWithFake } from '../../../../test/fake-saola';
import { CourseForm } from '../course-form/course-form';
import { courseFormServer, PENDING_COURSE } from '../course-form/course-form.fixtures';

const NETWORK = 'Connect to server failed. Please check your internet connection.';

/** The course edit page (/course/edit/999 in the issue) whose load is answered by `answers` in turn. */
function open(...answers: Array<TransportResponse | Error>) {
  const onNavigate = vi.fn();
  const fake = renderWithFake(<CourseForm id={999} onNavigate={onNavigate} />, {
    ...courseFormServer(),
    '/Lms/Course/Get': () => {
      const next = answers.shift() ?? refuse(500, '');
      if (next instanceof Error) throw next;
      return next;
    },
  });
  const notices: unknown[] = [];
  fake.saola.client.notices.on('navigate', (notice) => notices.push(notice));
  return { ...fake, onNavigate, notices };
}

beforeEach(() => {
  session.locale = 'en';
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 3, rights: [] };
});

describe('a record page’s replies, each its own state', () => {
  it('404: the record does not exist or was deleted, with a way back to its list', async () => {
    const { onNavigate } = open(refuse(404, 'The data was not found.'));
    expect(await screen.findByText('This record does not exist or was deleted.')).toBeDefined();
    expect(screen.queryByText(NETWORK)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onNavigate).toHaveBeenCalledWith('/course/list');
  });

  it('403: no access inside the page, and SPEC §6’s way to the dashboard', async () => {
    const { notices } = open(refuse(403, 'You do not have permission to do this.'));
    expect(await screen.findByText('You do not have access to this page.')).toBeDefined();
    expect(screen.queryByText(NETWORK)).toBeNull();
    expect(notices).toEqual([{ to: '/dashboard' }]);
  });

  it('500: the server had a problem, and trying again loads the record', async () => {
    open(refuse(500, ''), ok(PENDING_COURSE));
    expect(await screen.findByText('The server had a problem. Please try again later.')).toBeDefined();
    expect(screen.queryByText(NETWORK)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: PENDING_COURSE.name })).toBeDefined();
  });

  it('no reply at all: SPEC §8’s connection message, and a way to try again', async () => {
    open(new TypeError('Failed to fetch'));
    expect(await screen.findByText(NETWORK, { selector: 'p' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

import { initialSession, session } from '@saola/core/session';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoConfig } from '../../test/fake-saola';
import { defineRegistered } from './define-element';
import { ELEMENTS } from './registry';

const teacher = { ...demoConfig.user, fullName: 'Lê Văn Minh', idType: 3 as const, rights: [] as string[] };

afterEach(() => {
  document.body.innerHTML = '';
  Object.assign(session, initialSession());
});

describe('an element whose screen needs a right', () => {
  it('tells a teacher without it that she has no access, with no field to fill, until her group grants it', async () => {
    session.user = teacher;
    const form = ELEMENTS.find((element) => element.name === 'saola-course-package-form');
    if (form) defineRegistered(form);
    document.body.innerHTML = '<saola-course-package-form></saola-course-package-form>';
    const root = document.querySelector('saola-course-package-form')?.shadowRoot as ShadowRoot;
    await waitFor(() => expect(root.textContent).toContain('Bạn không có quyền truy cập trang này.'));
    expect(root.querySelector('input, textarea, select, [contenteditable]')).toBeNull();
    expect([...root.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Quay lại']);

    session.user = { ...teacher, rights: ['coursePackage'] };
    await waitFor(() => expect(root.querySelector('input[name="name"]')).not.toBeNull(), { timeout: 5000 });
    expect(root.textContent).not.toContain('Bạn không có quyền truy cập trang này.');
  });
});

describe('an element of an imported account', () => {
  it('asks for the account’s own password instead of the screen, and shows no screen for the signed-in until then', async () => {
    session.user = { ...demoConfig.user, idType: 4, mustChangePassword: true };
    const inbox = ELEMENTS.find((element) => element.name === 'saola-my-notifications');
    if (inbox) defineRegistered(inbox);
    document.body.innerHTML = '<saola-my-notifications></saola-my-notifications>';
    const root = document.querySelector('saola-my-notifications')?.shadowRoot as ShadowRoot;
    await waitFor(() => expect(root.textContent).toContain('Chọn mật khẩu của bạn'), { timeout: 5000 });
    expect(root.querySelectorAll('input[type="password"]')).toHaveLength(3);
  });
});

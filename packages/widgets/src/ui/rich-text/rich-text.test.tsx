import { session } from '@saola/core/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and removes anything that runs', () => {
    const dirty =
      '<h2>Bài 1</h2><p onclick="steal()">Xin <strong>chào</strong><script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="https://saola.edu.vn">ok</a><iframe src="https://evil"></iframe>';
    expect(sanitizeHtml(dirty)).toBe(
      '<h2>Bài 1</h2><p>Xin <strong>chào</strong></p><a>x</a><a href="https://saola.edu.vn">ok</a>',
    );
  });

  it('keeps paths of this site but no link that leaves for another host by a second slash', () => {
    expect(sanitizeHtml('<a href="/my-course/list">a</a><a href="//evil.example">b</a>')).toBe(
      '<a href="/my-course/list">a</a><a>b</a>',
    );
    expect(sanitizeHtml('<a href="/\\evil.example">c</a>')).toBe('<a>c</a>');
  });
});

describe('RichTextView', () => {
  it('shows rich text sanitized', () => {
    const { container } = render(
      <RichTextView html={'<p>ສະບາຍດີ<script>x()</script></p><ul><li>Một</li></ul>'} />,
    );
    expect(container.innerHTML).not.toContain('script');
    expect(screen.getByRole('listitem')).toHaveTextContent('Một');
  });
});

function Harness() {
  const [html, setHtml] = useState('<p>Giới thiệu</p>');
  return (
    <>
      <RichTextEditor label="Giới thiệu khóa học" value={html} onChange={setHtml} required />
      <output>{html}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('loads the editor on demand, labelled, with a toolbar that formats the text', async () => {
    session.locale = 'en';
    render(<Harness />);
    const box = await screen.findByRole('textbox', { name: /Giới thiệu khóa học/ });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveTextContent('Giới thiệu');
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^<ul><li><p>Giới thiệu<\/p><\/li><\/ul>/),
    );
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeDefined();
  });
});

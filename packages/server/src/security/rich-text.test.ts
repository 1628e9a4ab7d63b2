import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text';

describe('cleanRichText', () => {
  it.each([
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['<a href="java\tscript:alert(1)">x</a>', 'x'],
    ['<a href="JAVASCRIPT:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['<a href="//evil.example">x</a>', 'x'],
    ['<a href="/\\evil.example">x</a>', 'x'],
    ['<a href="bai-1">x</a>', 'x'],
    ['<a>x</a>', 'x'],
  ])('drops the link %s and keeps its text', (html, kept) => {
    expect(cleanRichText(html)).toBe(kept);
  });

  it.each([
    '<a href="https://truong.example/bai-1">x</a>',
    '<a href="http://truong.example">x</a>',
    '<a href="mailto:giaovu@truong.example">x</a>',
    '<a href="/my-course/list">x</a>',
    '<a href="#muc-2">x</a>',
  ])('keeps the link %s', (html) => {
    expect(cleanRichText(html)).toBe(html);
  });

  it('keeps what the editor makes and drops what it cannot', () => {
    const editor =
      '<h2>Mục</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s> <code>e</code></p>' +
      '<ul><li>f</li></ul><ol><li>g</li></ol><blockquote><p>h</p></blockquote><pre><code>i</code></pre><hr />';
    expect(cleanRichText(editor)).toBe(editor);
    expect(
      cleanRichText('<p style="x" class="y" id="z">a<style>p{}</style><svg onload="x()"></svg></p>'),
    ).toBe('<p>a</p>');
    expect(cleanRichText('a < b & c')).toBe('a &lt; b &amp; c');
  });
});

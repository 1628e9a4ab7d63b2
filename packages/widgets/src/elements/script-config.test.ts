import { describe, expect, it } from 'vitest';
import { optionsFromScript } from './script-config';

function script(src: string, data: Record<string, string> = {}) {
  const el = document.createElement('script');
  el.src = src;
  Object.assign(el.dataset, data);
  return el;
}

describe('optionsFromScript', () => {
  it('reads data-base-url and data-locale from the tag that loaded the bundle', () => {
    const scripts = [
      script('https://cdn.example/other.js', { baseUrl: 'https://wrong' }),
      script('https://lms.truong.edu.vn/saola-elements.js', {
        baseUrl: 'https://lms.truong.edu.vn',
        locale: 'lo',
      }),
    ];
    expect(optionsFromScript(scripts, 'https://lms.truong.edu.vn/saola-elements.js')).toEqual({
      baseUrl: 'https://lms.truong.edu.vn',
      locale: 'lo',
    });
  });
  it('ignores an unknown locale and a tag without settings', () => {
    expect(
      optionsFromScript(
        [script('https://x/saola-elements.js', { locale: 'fr' })],
        'https://x/saola-elements.js',
      ),
    ).toEqual({});
    expect(optionsFromScript([], 'https://x/saola-elements.js')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { remToPx } from './rem-to-px';

describe('remToPx', () => {
  it('turns rem lengths into px wherever they are declared, theme variables and calc() included', () => {
    const css = remToPx(
      ':root,:host{--spacing:.25rem;--text-sm:.875rem}.h{height:calc(100vh - 3.5rem)}.m{margin:-.5rem 1rem}' +
        '@media (min-width:40rem){.sm{padding:2rem}}',
    );
    expect(css).toBe(
      ':root,:host{--spacing:4px;--text-sm:14px}.h{height:calc(100vh - 56px)}.m{margin:-8px 16px}' +
        '@media (min-width:640px){.sm{padding:32px}}',
    );
  });

  it('leaves class names that hold a rem value alone, and other units as they are', () => {
    const css = remToPx(
      String.raw`.lg\:grid-cols-\[1fr_20rem\]{grid-template-columns:1fr 20rem}.t{letter-spacing:-.025em;width:50%}`,
    );
    expect(css).toBe(
      String.raw`.lg\:grid-cols-\[1fr_20rem\]{grid-template-columns:1fr 320px}.t{letter-spacing:-.025em;width:50%}`,
    );
  });
});

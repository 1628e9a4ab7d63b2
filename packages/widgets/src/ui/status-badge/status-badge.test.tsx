import { LOCALES } from '@saola/core/constants';
import { translate } from '@saola/core/i18n';
import { session } from '@saola/core/session';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_NAMES, StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('names every status of SPEC §4 in every language', () => {
    for (const locale of LOCALES)
      for (const [status, key] of Object.entries(STATUS_NAMES))
        expect(translate(locale, key), `${locale} ${status}`).not.toBe(key);
    session.locale = 'lo';
    render(<StatusBadge status="late" />);
    expect(screen.getByText('ຊ້າ').className).toContain('amber');
  });
});

import { dictionaries, type vi } from '@saola/core/i18n';
import { session } from '@saola/core/session';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_TONES, StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('names every status of SPEC §4 in every language', () => {
    for (const locale of ['vi', 'en', 'lo'] as const) {
      for (const status of Object.keys(STATUS_TONES))
        expect(
          dictionaries[locale]?.status[status as keyof typeof vi.status],
          `${locale} ${status}`,
        ).toBeTruthy();
    }
    session.locale = 'lo';
    render(<StatusBadge status="late" />);
    expect(screen.getByText('ຊ້າ').className).toContain('amber');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  it('draws each bar in proportion to the largest figure and shows the scale', () => {
    const { container } = render(
      <BarChart
        title="Activity"
        labels={['Mon', 'Tue']}
        series={[
          { label: 'Sign-ins', values: [10, 40], colour: 'bg-brand-600' },
          { label: 'Enrolments', values: [0, 20], colour: 'bg-amber-500' },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll<HTMLElement>('[title]')];
    expect(bars.map((bar) => [bar.title, bar.style.height])).toEqual([
      ['Mon · Sign-ins: 10', '25%'],
      ['Mon · Enrolments: 0', '0%'],
      ['Tue · Sign-ins: 40', '100%'],
      ['Tue · Enrolments: 20', '50%'],
    ]);
    expect(screen.getAllByText('40')[0]?.tagName).toBe('SPAN');
    expect(screen.getByRole('figure', { name: 'Activity' })).toBeDefined();
  });
});

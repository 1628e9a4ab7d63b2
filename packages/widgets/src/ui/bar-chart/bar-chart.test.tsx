import { render, screen, within } from '@testing-library/react';
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

  it('writes the scale, tooltips and table figures as the language does, or as the chart is told', () => {
    render(
      <BarChart
        title="Revenue"
        labels={['16/11']}
        series={[{ label: 'Paid', values: [1_200_000], colour: 'bg-brand-600' }]}
      />,
    );
    const revenue = screen.getByRole('figure', { name: 'Revenue' });
    expect(revenue.querySelector('tbody td')?.textContent).toBe('1.200.000');
    expect(within(revenue).getAllByText('1.200.000')[0]?.tagName).toBe('SPAN');
    render(
      <BarChart
        title="Money"
        labels={['16/11']}
        series={[{ label: 'Paid', values: [-5], colour: 'bg-brand-600' }]}
        format={(value) => `${value} đ`}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Money' }).querySelector('tbody td')?.textContent).toBe('-5 đ');
  });
});

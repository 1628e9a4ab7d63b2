import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncUrlProvider } from '../../runtime/sync-url';
import { Tabs } from './tabs';

const tabs = [
  { key: 'info', label: 'Thông tin', content: <p>Giới thiệu khóa học</p> },
  { key: 'lessons', label: 'Bài học', content: <p>Chương 1</p> },
  { key: 'reviews', label: 'Đánh giá', content: <p>5 sao</p> },
] as const;

afterEach(() => history.replaceState(null, '', '/'));

describe('Tabs', () => {
  it('opens the tab named in ?tab= and writes the chosen one back, keeping other parameters', async () => {
    history.replaceState(null, '', '/my-course/7?page=2&tab=lessons');
    render(
      <SyncUrlProvider enabled>
        <Tabs tabs={tabs} inUrl label="Khóa học" />
      </SyncUrlProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Bài học' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Chương 1')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Đánh giá' }));
    expect(location.search).toBe('?page=2&tab=reviews');
    expect(screen.getByText('5 sao')).toBeVisible();
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    render(<Tabs tabs={tabs} label="Khóa học" />);
    screen.getByRole('tab', { name: 'Thông tin' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Đánh giá' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Thông tin' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Chương 1');
    expect(location.search).toBe('');
  });

  it('falls back to the first tab for an unknown ?tab=', () => {
    history.replaceState(null, '', '/x?tab=nope');
    render(
      <SyncUrlProvider enabled>
        <Tabs tabs={tabs} inUrl label="Khóa học" />
      </SyncUrlProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Thông tin' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the open tab in memory where the address is not its own', async () => {
    history.replaceState(null, '', '/portal?tab=lessons');
    render(<Tabs tabs={tabs} inUrl label="Khóa học" />);
    expect(screen.getByRole('tab', { name: 'Thông tin' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Đánh giá' }));
    expect(screen.getByText('5 sao')).toBeVisible();
    expect(location.search).toBe('?tab=lessons');
  });
});

import { useT } from '../../runtime/i18n';
import { Button } from '../button/button';

export interface PaginationProps {
  page: number;
  take: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next through a paged list, with where we are: "21–40 / 137". */
export function Pagination({ page, take, total, onPage }: PaginationProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / take));
  const from = total === 0 ? 0 : (page - 1) * take + 1;
  const to = Math.min(total, page * take);
  return (
    <nav
      aria-label={`${from}–${to} / ${total}`}
      className="flex items-center justify-between gap-2 text-sm text-muted"
    >
      <span aria-live="polite">
        {from}–{to} / {total}
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
        </Button>
      </span>
    </nav>
  );
}

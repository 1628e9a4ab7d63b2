import { useT } from '../../runtime/i18n';
import { Button } from '../button/button';

export interface PaginationProps {
  page: number;
  take: number;
  total: number;
  /** The list has more rows than `total`, which is as far as the server counted (a long list's "more than"). */
  more?: boolean | undefined;
  onPage: (page: number) => void;
}

/** Previous / next through a paged list, with where we are: "21–40 / 137", "21–40 / more than 1000". */
export function Pagination({ page, take, total, more = false, onPage }: PaginationProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / take));
  const from = total === 0 ? 0 : (page - 1) * take + 1;
  const to = more ? page * take : Math.min(total, page * take);
  const where = `${from}–${to} / ${more ? t('common.moreThan', { count: total }) : total}`;
  return (
    <nav aria-label={where} className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
      <span aria-live="polite" className="whitespace-nowrap">
        {where}
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <Button variant="secondary" disabled={!more && page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
        </Button>
      </span>
    </nav>
  );
}

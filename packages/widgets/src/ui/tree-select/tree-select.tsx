import { hasMorePages, type SelectOption, treeSearch } from '@saola/core/api';
import { SEARCH_DEBOUNCE_MS, TREE_SELECT_TAKE } from '@saola/core/constants';
import { type UIEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { cx } from '../cx';
import { FieldLabel, inputClass } from '../field/field';
import type { Search } from '../select/use-options';
import { stateOf, toggle } from './selection';

type Id = SelectOption['id'];

export interface TreeSelectProps {
  label: string;
  /** The server's tree search: `{ keyword, take: 15, page, isShowAll: true }`. */
  search: Search;
  value: Id[];
  onChange: (ids: Id[]) => void;
  required?: boolean;
  error?: string | undefined;
}

/** Choose nodes of a tree (units, categories): a branch at once, searched on the server page by page. */
export function TreeSelect({ label, search, value, onChange, required, error }: TreeSelectProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [nodes, setNodes] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const paging = useRef({ page: 1, more: false, generation: 0 });
  const selected = new Set(value);

  const load = useCallback(
    async (page: number, query: string) => {
      const generation = ++paging.current.generation;
      setLoading(true);
      const found = await search(treeSearch(query, page, TREE_SELECT_TAKE));
      if (generation !== paging.current.generation) return; // a newer search has started meanwhile
      paging.current = { page, more: hasMorePages(found, TREE_SELECT_TAKE), generation };
      setNodes((current) => (page === 1 ? found : [...current, ...found]));
      setLoading(false);
    },
    [search],
  );

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(1, keyword), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, keyword, load]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < 24 && paging.current.more && !loading)
      void load(paging.current.page + 1, keyword);
  };

  return (
    <div className="relative flex flex-col gap-1">
      <FieldLabel id={`${id}-label`} required={required}>
        {label}
      </FieldLabel>
      <button
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className={cx(inputClass(Boolean(error)), 'text-start')}
      >
        <span id={`${id}-value`}>
          {value.length ? t('common.selectedCount', { count: value.length }) : t('common.select')}
        </span>
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className="absolute start-0 top-full z-40 mt-1 w-full rounded-control bg-white p-2 shadow-lg ring-1 ring-line"
        >
          <label className="sr-only" htmlFor={`${id}-search`}>
            {t('common.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={keyword}
            placeholder={t('common.search')}
            onChange={(e) => setKeyword(e.target.value)}
            className={inputClass(false)}
          />
          <div className="mt-2 max-h-64 overflow-auto" onScroll={onScroll}>
            {nodes.length === 0 && !loading && (
              <p className="px-2 py-1 text-sm text-muted">{t('errors.noItemsInSelect')}</p>
            )}
            <Branch
              nodes={nodes}
              ancestors={[]}
              selected={selected}
              onToggle={(node, ancestors) => onChange([...toggle(node, selected, ancestors)])}
            />
            {loading && <p className="px-2 py-1 text-sm text-muted">{t('common.loading')}</p>}
          </div>
        </div>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}

interface BranchProps {
  nodes: readonly SelectOption[];
  ancestors: readonly SelectOption[];
  selected: ReadonlySet<Id>;
  onToggle: (node: SelectOption, ancestors: readonly SelectOption[]) => void;
}

function Branch({ nodes, ancestors, selected, onToggle }: BranchProps) {
  return (
    <ul className={ancestors.length ? 'ms-5' : undefined}>
      {nodes.map((node) => (
        <Node key={node.id} node={node} ancestors={ancestors} selected={selected} onToggle={onToggle} />
      ))}
    </ul>
  );
}

function Node({ node, ancestors, selected, onToggle }: Omit<BranchProps, 'nodes'> & { node: SelectOption }) {
  const t = useT();
  const [expanded, setExpanded] = useState(node.expand ?? false);
  const state = stateOf(node, selected);
  const hasChildren = Boolean(node.children?.length);
  return (
    <li>
      <div className="flex items-center gap-1 py-0.5">
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-label={`${expanded ? t('common.collapse') : t('common.expand')} ${node.text}`}
            onClick={() => setExpanded((e) => !e)}
            className="size-6 rounded text-muted hover:bg-gray-100"
          >
            <span aria-hidden className={cx('inline-block transition-transform', expanded && 'rotate-90')}>
              ›
            </span>
          </button>
        ) : (
          <span className="size-6" />
        )}
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={state === 'checked'}
            ref={(el) => {
              if (el) el.indeterminate = state === 'mixed';
            }}
            aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
            onChange={() => onToggle(node, ancestors)}
            className="size-4 accent-brand-600"
          />
          {node.text}
        </label>
      </div>
      {hasChildren && expanded && (
        <Branch
          nodes={node.children ?? []}
          ancestors={[...ancestors, node]}
          selected={selected}
          onToggle={onToggle}
        />
      )}
    </li>
  );
}

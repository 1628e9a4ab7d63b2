import { activeTab, withTab } from '@saola/core/routes';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useSyncUrl } from '../../runtime/sync-url';
import { cx } from '../cx';

export interface Tab<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

export interface TabsProps<K extends string> {
  tabs: ReadonlyArray<Tab<K>>;
  /**
   * Keep the active tab in the address (`?tab=`), so a reload or a shared link opens the same tab, where the
   * page lets tabs use its address (SyncUrlProvider); elsewhere it lives in memory.
   */
  inUrl?: boolean;
  label: string;
}

function readUrlTab<K extends string>(keys: readonly K[]): K | undefined {
  return typeof location === 'undefined' ? keys[0] : activeTab(location.search, keys);
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them; the active one can live in `?tab=`. */
export function Tabs<K extends string>({ tabs, inUrl: wantsUrl = false, label }: TabsProps<K>) {
  const syncUrl = useSyncUrl();
  const inUrl = wantsUrl && syncUrl;
  const keys = tabs.map((tab) => tab.key);
  const [current, setCurrent] = useState<K | undefined>(() => (inUrl ? readUrlTab(keys) : keys[0]));
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const select = (key: K) => {
    setCurrent(key);
    if (inUrl)
      history.replaceState(
        history.state,
        '',
        `${location.pathname}${withTab(location.search, key)}${location.hash}`,
      );
    buttons.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(current as K);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: keys.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(keys[(next + keys.length) % keys.length] as K);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-b border-line"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.key === current;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) buttons.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.key)}
              className={cx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== current}
          className="pt-4"
        >
          {tab.key === current && tab.content}
        </div>
      ))}
    </div>
  );
}

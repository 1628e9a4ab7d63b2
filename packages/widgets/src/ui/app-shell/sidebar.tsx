import type { MenuItem } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { useState } from 'react';
import { useT } from '../../runtime/i18n';
import { cx } from '../cx';
import { FallbackIcon, MENU_ICONS } from './icons';

export interface SidebarProps {
  menus: readonly MenuItem[];
  currentPath: string;
  onNavigate: (path: string) => void;
}

const isActive = (item: MenuItem, path: string) => path === item.path || path.startsWith(`${item.path}/`);

/** The area's menu: items and collapsible groups, the current page marked for sight and for screen readers. */
export function Sidebar({ menus, currentPath, onNavigate }: SidebarProps) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-0.5">
      {menus.map((item) =>
        item.children?.length ? (
          <Group key={item.titleKey} item={item} currentPath={currentPath} onNavigate={onNavigate} />
        ) : (
          <li key={item.path}>
            <Link
              item={item}
              label={t(item.titleKey as TranslationKey)}
              currentPath={currentPath}
              onNavigate={onNavigate}
            />
          </li>
        ),
      )}
    </ul>
  );
}

function Link({
  item,
  label,
  currentPath,
  onNavigate,
  nested = false,
}: {
  item: MenuItem;
  label: string;
  currentPath: string;
  onNavigate: (p: string) => void;
  nested?: boolean;
}) {
  const Icon = MENU_ICONS[item.icon] ?? FallbackIcon;
  const active = isActive(item, currentPath);
  return (
    <a
      href={item.path}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(item.path);
      }}
      className={cx(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
        nested && 'ps-11',
        active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-gray-100',
      )}
    >
      {!nested && <Icon aria-hidden className="size-5 shrink-0" />}
      {label}
    </a>
  );
}

function Group({
  item,
  currentPath,
  onNavigate,
}: {
  item: MenuItem;
  currentPath: string;
  onNavigate: (p: string) => void;
}) {
  const t = useT();
  const children = item.children ?? [];
  const [open, setOpen] = useState(() => children.some((child) => isActive(child, currentPath)));
  const Icon = MENU_ICONS[item.icon] ?? FallbackIcon;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm text-ink hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Icon aria-hidden className="size-5 shrink-0" />
        <span className="flex-1">{t(item.titleKey as TranslationKey)}</span>
        <span aria-hidden className={cx('transition-transform', open && 'rotate-90')}>
          ›
        </span>
      </button>
      {open && (
        <ul>
          {children.map((child) => (
            <li key={child.path}>
              <Link
                item={child}
                label={t(child.titleKey as TranslationKey)}
                currentPath={currentPath}
                onNavigate={onNavigate}
                nested
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

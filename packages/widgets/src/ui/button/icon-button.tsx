import type { ReactNode } from 'react';

/** A small button showing only an icon; its label is read out and shown as a tooltip. */
export function IconButton({
  label,
  onClick,
  children,
  danger,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`rounded p-1.5 text-muted ${danger ? 'hover:bg-red-50 hover:text-danger' : 'hover:bg-gray-100 hover:text-ink'}`}
    >
      {children}
    </button>
  );
}

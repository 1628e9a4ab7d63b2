import { Portal } from '@headlessui/react';
import { type ReactNode, useRef } from 'react';

/**
 * Headless UI renders dialogs, menus and listbox panels in a portal, by default in document.body. Inside a
 * custom element that would leave the shadow root and its styles behind, so every element gives its tree a
 * portal target inside its own shadow root.
 */
export function PortalRoot({ children }: { children: ReactNode }) {
  const target = useRef<HTMLDivElement | null>(null);
  return (
    <>
      <Portal.Group target={target}>{children}</Portal.Group>
      <div ref={target} data-saola-portals="" />
    </>
  );
}

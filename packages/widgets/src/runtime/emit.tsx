import { createContext, type ReactNode, useContext } from 'react';

/** Sends a screen's output: a DOM CustomEvent from a custom element, a callback in React. */
export type Emit = (name: string, detail?: unknown) => void;

const EmitContext = createContext<Emit>(() => {});

export function EmitProvider({ emit, children }: { emit: Emit; children: ReactNode }) {
  return <EmitContext.Provider value={emit}>{children}</EmitContext.Provider>;
}

export function useEmit(): Emit {
  return useContext(EmitContext);
}

/**
 * Where a screen sends the user: the host's router when it gave one (`onNavigate`), and always a
 * `saola-navigate` event, which a custom element turns into a DOM event for the page around it.
 */
export function useNavigateTo(onNavigate?: (to: string) => void): (to: string) => void {
  const emit = useEmit();
  return (to: string) => {
    emit('saola-navigate', { to });
    onNavigate?.(to);
  };
}

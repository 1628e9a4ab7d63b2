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

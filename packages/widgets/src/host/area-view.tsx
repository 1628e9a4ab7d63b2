import { CHUNK_LOAD_TIMEOUT_MS } from '@saola/core/constants';
import type { RouteParams } from '@saola/core/routes';
import { Component, type ComponentType, lazy, type ReactNode } from 'react';
import { LoadFailed } from '../ui/empty-state/empty-state';
import type { AreaModule, ScreenProps } from './area';

export interface AreaViewProps extends ScreenProps {
  pattern: string;
  params: RouteParams;
}

/** SPEC §8: a chunk that has not arrived after 120 seconds is a failure, not an endless spinner. */
function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function screenOf(area: AreaModule, { pattern, ...props }: AreaViewProps) {
  const Screen = area.screens[pattern];
  return Screen ? <Screen {...props} /> : null;
}

/** An area as one lazily loaded component that renders the screen registered for the matched pattern. */
export function lazyArea(load: () => Promise<AreaModule>): ComponentType<AreaViewProps> {
  return lazy(async () => {
    const area = await withTimeout(load);
    return { default: (props: AreaViewProps) => screenOf(area, props) };
  });
}

/** A failed chunk (offline, a new deployment) offers a reload instead of a blank page. */
export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <LoadFailed failure="network" onRetry={() => location.reload()} />
    ) : (
      this.props.children
    );
  }
}

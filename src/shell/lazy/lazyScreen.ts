import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { valueNow } from './readyNow';

export type Loader = () => PromiseLike<{ default: ComponentType }>;

/** How long a screen's chunk may take before it counts as failed (issue: 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * The screen's loader, failing with ChunkLoadError on a network error or after the timeout; a loader
 * whose parts are all loaded already answers at once (readyNow.ts), and the screen renders without suspending.
 */
export function loadScreen(screen: { load: Loader }, timeoutMs = CHUNK_TIMEOUT_MS): PromiseLike<{ default: ComponentType }> {
  const started = screen.load();
  if (valueNow(started)) return started;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([started, timeout])
    .catch((err) => {
      throw err instanceof ChunkLoadError ? err : new ChunkLoadError(err);
    })
    .finally(() => clearTimeout(timer));
}

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

/** One React.lazy per loader, so revisiting a screen does not suspend again. */
export function lazyScreen(load: Loader, timeoutMs?: number): LazyExoticComponent<ComponentType> {
  let component = cache.get(load);
  if (!component) cache.set(load, (component = lazy(() => loadScreen({ load }, timeoutMs) as Promise<{ default: ComponentType }>)));
  return component;
}

/** A retry needs a fresh React.lazy: one that failed replays its failure. */
export function retryLazyScreen(load: Loader, timeoutMs?: number): LazyExoticComponent<ComponentType> {
  cache.delete(load);
  return lazyScreen(load, timeoutMs);
}

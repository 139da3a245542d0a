import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Loader = () => Promise<{ default: ComponentType }>;

/** How long a screen's chunk may take before it counts as failed (issue: 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The screen's loader, failing with ChunkLoadError on a network error or after the timeout. */
export function loadScreen(screen: { load: Loader }, timeoutMs = CHUNK_TIMEOUT_MS): Promise<{ default: ComponentType }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([screen.load(), timeout])
    .catch((err) => {
      throw err instanceof ChunkLoadError ? err : new ChunkLoadError(err);
    })
    .finally(() => clearTimeout(timer));
}

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

/** One React.lazy per loader, so revisiting a screen does not suspend again. */
export function lazyScreen(load: Loader, timeoutMs?: number): LazyExoticComponent<ComponentType> {
  let component = cache.get(load);
  if (!component) cache.set(load, (component = lazy(() => loadScreen({ load }, timeoutMs))));
  return component;
}

/** A retry needs a fresh React.lazy: one that failed replays its failure. */
export function retryLazyScreen(load: Loader, timeoutMs?: number): LazyExoticComponent<ComponentType> {
  cache.delete(load);
  return lazyScreen(load, timeoutMs);
}

import { lazy, type ComponentType } from 'react';
import type { CustomScreen } from './types';

/** How long a screen's chunk may take before it counts as failed (issue: 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The screen's loader, failing with ChunkLoadError on a network error or after the timeout. */
export function loadScreen(screen: Pick<CustomScreen, 'load'>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<{ default: ComponentType }> {
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

/** A fresh React.lazy per attempt, so a retry loads the chunk again instead of replaying the failure. */
export const lazyScreen = (screen: Pick<CustomScreen, 'load'>, timeoutMs?: number) => lazy(() => loadScreen(screen, timeoutMs));

// The history's view of the modules (declarations, event reasons' words), from the registry the
// composition root hands down. They load with the screen (the registry loads the reasons with the
// declarations), so a table normally has them at its first render; else it waits for them.
import { useEffect, useState } from 'react';
import { useRegistry } from '../../shell/modules/RegistryContext';
import type { AppRegistry } from '../../shell/modules/appRegistry';
import type { HistoryContext } from './eventDiff';

function loadedNow(registry: AppRegistry): HistoryContext | undefined {
  const reasonWords = registry.loadedEventReasons();
  if (!reasonWords) return undefined;
  try {
    return { declarations: registry.loadedDeclarations(), reasonWords };
  } catch {
    return undefined; // not loaded yet
  }
}

export function useHistoryContext(): HistoryContext | undefined {
  const registry = useRegistry();
  const [ctx, setCtx] = useState(() => loadedNow(registry));
  useEffect(() => {
    if (ctx) return;
    let live = true;
    void Promise.all([registry.loadDeclarations(), registry.loadEventReasons()]).then(([declarations, reasonWords]) => {
      if (live) setCtx({ declarations, reasonWords });
    });
    return () => {
      live = false;
    };
  }, [registry, ctx]);
  return ctx;
}

// The history's view of the modules (declarations, event reasons' words), from the registry the
// composition root hands down; undefined until both are loaded. They load with the screen (the
// registry loads the reasons with the declarations), so that is a moment, and later tables have them at once.
import { useEffect, useState } from 'react';
import { useRegistry } from '../../shell/modules/RegistryContext';
import type { HistoryContext } from './eventDiff';

/** Once loaded, every later table starts with the words. */
let known: HistoryContext | undefined;

export function useHistoryContext(): HistoryContext | undefined {
  const registry = useRegistry();
  const [ctx, setCtx] = useState<HistoryContext | undefined>(() => known);
  useEffect(() => {
    let live = true;
    if (known) return;
    void Promise.all([registry.loadDeclarations(), registry.loadEventReasons()]).then(([declarations, reasonWords]) => {
      known = { declarations, reasonWords };
      if (live) setCtx(known);
    });
    return () => {
      live = false;
    };
  }, [registry]);
  return ctx;
}

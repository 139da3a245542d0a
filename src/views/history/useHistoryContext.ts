// The history's view of the modules (declarations, event reasons' words), from the registry the
// composition root hands down; undefined until both are loaded (once: later tables have them at once).
import { useEffect, useState } from 'react';
import { useRegistry } from '../../shell/modules/RegistryContext';
import type { HistoryContext } from './eventDiff';

export function useHistoryContext(): HistoryContext | undefined {
  const registry = useRegistry();
  const [ctx, setCtx] = useState<HistoryContext>();
  useEffect(() => {
    let live = true;
    void Promise.all([registry.loadDeclarations(), registry.loadEventReasons()]).then(([declarations, reasonWords]) => {
      if (live) setCtx({ declarations, reasonWords });
    });
    return () => {
      live = false;
    };
  }, [registry]);
  return ctx;
}

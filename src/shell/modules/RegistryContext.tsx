// The registry handed down from the composition root (App.tsx): generic screens read the modules'
// screens, views, actions and words here instead of importing the registry.
import { createContext, useContext, type ReactNode } from 'react';
import type { AppRegistry } from './appRegistry';

const RegistryContext = createContext<AppRegistry | null>(null);

export function RegistryProvider({ registry, children }: { registry: AppRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): AppRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry: no RegistryProvider above (App.tsx provides it)');
  return registry;
}

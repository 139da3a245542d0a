import { createContext, useContext } from 'react';
import type { CounterSource } from './types';

/**
 * The counters the signed-in frame shows, provided by the layout from the module registry; hooks
 * read them here, so a module's own counter hook (the bell) does not import the registry back.
 */
export const CounterSourcesContext = createContext<CounterSource[]>([]);

export const useCounterSources = () => useContext(CounterSourcesContext);

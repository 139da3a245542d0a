// One reader of GET /api/v1/info for the whole shell: on load and every 30 minutes (the version
// check's rhythm); the environment bar, the footer and the version check share the answer.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchServerInfo, type ServerInfo } from './serverInfo';

export const SERVER_INFO_REFRESH_MS = 30 * 60 * 1000;

const ServerInfoContext = createContext<ServerInfo | undefined>(undefined);

/** The latest answer; undefined until the first one arrives (or while the server cannot be reached). */
export const useServerInfo = () => useContext(ServerInfoContext);

export function ServerInfoProvider({ children, refreshMs = SERVER_INFO_REFRESH_MS }: { children: ReactNode; refreshMs?: number }) {
  const [info, setInfo] = useState<ServerInfo>();
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchServerInfo()
        .then((next) => {
          if (active && next) setInfo((prev) => (prev?.version === next.version && prev.environment === next.environment ? prev : next));
        })
        // Offline or a server being restarted: keep what we had and try again at the next tick.
        .catch(() => undefined);
    load();
    const timer = setInterval(load, refreshMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [refreshMs]);
  return <ServerInfoContext.Provider value={info}>{children}</ServerInfoContext.Provider>;
}

/** For tests and stories: a fixed answer, no request. */
export const StaticServerInfo = ServerInfoContext.Provider;

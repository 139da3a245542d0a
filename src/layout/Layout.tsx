import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Breadcrumbs } from '../shell/breadcrumbs/Breadcrumbs';
import { ScreenHeading } from '../shell/focus/ScreenHeading';
import { Footer } from '../shell/Footer';
import { IdleGuard } from '../shell/IdleGuard';
import { CounterSourcesContext } from '../shell/counters/CounterSourcesContext';
import { useCounterRefreshOnMutation } from '../shell/counters/useCounters';
import { useRegistry } from '../shell/modules/RegistryContext';
import { ServerInfoProvider } from '../shell/ServerInfoContext';
import { SwitchAccountPanel } from '../shell/switchAccount/SwitchAccountPanel';
import { useUserLanguage } from '../shell/language/useUserLanguage';
import { useUserTheme } from '../shell/theme/useUserTheme';
import { VersionCheck } from '../shell/VersionCheck';
import { useScreenVisitTracker } from '../shell/visits/useScreenVisitTracker';
import { Watermark } from '../shell/Watermark';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/**
 * No page is wider than the window: react-admin's frame grows to its widest content (`min-width:
 * fit-content`), so one wide table or form made the whole page scroll sideways under a shorter app
 * bar. The frame keeps the window's width and the content area scrolls sideways inside itself.
 */
const PAGE_WIDTH = { minWidth: 0, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } } as const;

/**
 * The signed-in frame: react-admin's layout with our app bar, menu and footer; the watermark,
 * the idle guard and the version check sit outside the page's error boundary, so they stay
 * even when a screen fails.
 */
export function Layout({ children }: { children: ReactNode }) {
  useScreenVisitTracker();
  useCounterRefreshOnMutation();
  useUserLanguage();
  useUserTheme();
  const { counters } = useRegistry();
  return (
    <ServerInfoProvider>
      <CounterSourcesContext.Provider value={counters}>
        <RaLayout menu={Menu} appBar={AppBar} sx={PAGE_WIDTH}>
          <ScreenHeading />
          <SwitchAccountPanel />
          <Breadcrumbs />
          {children}
          <Footer />
        </RaLayout>
        <Watermark />
        <IdleGuard />
        <VersionCheck />
      </CounterSourcesContext.Provider>
    </ServerInfoProvider>
  );
}

import { LoadingIndicator, AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { NotificationBell } from '../custom/notifications/NotificationBell';
import { environmentMark } from '../shell/environment';
import { EnvironmentBadge } from '../shell/EnvironmentBadge';
import { FriendlyLinks } from '../shell/FriendlyLinks';
import { LanguageMenu } from '../shell/language/LanguageMenu';
import { HeaderSearch } from '../shell/search/HeaderSearch';
import { useServerInfo } from '../shell/ServerInfoContext';
import { AppUserMenu } from './AppUserMenu';

/**
 * react-admin's app bar with the environment bar (a coloured top edge) and badge, the friendly
 * links, the language switcher (saved on the user) and the user menu.
 */
export function AppBar() {
  const environment = useServerInfo()?.environment;
  const mark = environmentMark(environment);
  return (
    <RaAppBar
      sx={mark ? { borderTop: `4px solid ${mark.color}` } : undefined}
      data-environment={environment}
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <HeaderSearch />
          <FriendlyLinks />
          <NotificationBell />
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
    >
      <EnvironmentBadge environment={environment} />
      <TitlePortal />
    </RaAppBar>
  );
}

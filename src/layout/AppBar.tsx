import { LoadingIndicator, AppBar as RaAppBar, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { environmentMark } from '../shell/environment';
import { EnvironmentBadge } from '../shell/EnvironmentBadge';
import { FriendlyLinks } from '../shell/FriendlyLinks';
import { LanguageMenu } from '../shell/language/LanguageMenu';
import { useRegistry } from '../shell/modules/RegistryContext';
import { HeaderSearch } from '../shell/search/HeaderSearch';
import { useServerInfo } from '../shell/ServerInfoContext';
import { AppUserMenu } from './AppUserMenu';

/**
 * react-admin's app bar with the environment bar (a coloured top edge) and badge, the friendly
 * links, the light/dark switch (remembered per user), the language switcher (saved on the user) and
 * the user menu.
 */
export function AppBar() {
  const environment = useServerInfo()?.environment;
  const mark = environmentMark(environment);
  const translate = useTranslate();
  const { appBarItems } = useRegistry();
  return (
    <RaAppBar
      sx={mark ? { borderTop: `4px solid ${mark.color}` } : undefined}
      data-environment={environment}
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <HeaderSearch />
          <FriendlyLinks />
          {appBarItems.map((Item, i) => (
            <Item key={i} />
          ))}
          <ToggleThemeButton />
          <LanguageMenu />
          {/* Its spinner is a progressbar: named, as axe-core asks (react-admin passes the rest to it). */}
          <LoadingIndicator {...{ 'aria-label': translate('ra.page.loading') }} />
        </>
      }
    >
      <EnvironmentBadge environment={environment} />
      {/* The screen's own h1 is its heading; this echo of its title is text, not an empty h6 where a screen sets none. */}
      <TitlePortal component="div" />
    </RaAppBar>
  );
}

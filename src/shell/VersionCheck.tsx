// The version-update prompt: when the server runs a newer version than the one this browser
// remembered (the `version` cookie, 7 days), offer a reload; accepting forgets the cookie so the
// reloaded page remembers the new version. The server's version comes from ServerInfoProvider
// (on load and every 30 minutes).
import { useEffect, useState } from 'react';
import { Confirm } from 'react-admin';
import { VERSION_COOKIE_LIFETIME_MS } from '../config';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { useServerInfo } from './ServerInfoContext';
import { versionAction } from './versionCompare';

export const VERSION_COOKIE = 'version';

export function VersionCheck({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const serverVersion = useServerInfo()?.version;
  const [declined, setDeclined] = useState<string>();
  const action = serverVersion ? versionAction(serverVersion, readCookie(VERSION_COOKIE)) : 'none';

  useEffect(() => {
    if (serverVersion && action === 'remember') writeCookie(VERSION_COOKIE, serverVersion, VERSION_COOKIE_LIFETIME_MS);
  }, [serverVersion, action]);

  const accept = () => {
    deleteCookie(VERSION_COOKIE);
    reload();
  };

  return (
    <Confirm
      // A declined version is not offered again on this page; the next page load asks again.
      isOpen={action === 'offer-reload' && serverVersion !== declined}
      title="app.version.update_title"
      content="app.version.update_available"
      contentTranslateOptions={{ version: serverVersion ?? '' }}
      confirm="app.action.reload"
      onConfirm={accept}
      onClose={() => setDeclined(serverVersion)}
    />
  );
}

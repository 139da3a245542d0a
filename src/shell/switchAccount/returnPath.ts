// Where switching back lands: the page the original user was on when they switched (the user
// management list, usually), kept beside the original token; not the switched-to user's last page,
// which the original user may not even be allowed to open.
import { readStored, removeStored, writeStored } from '../../dataProvider/storage';

const KEY = 'switch_return_path';

/** Notes the page the signed-in (not switched) user is on. */
export function noteOwnPage(path: string): void {
  if (readStored(KEY) !== path) writeStored(KEY, path);
}

/** The noted page, once: an in-app path only (never another origin). */
export function takeReturnPath(): string | undefined {
  const path = readStored(KEY);
  removeStored(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

// The route table's screens as the walks over every screen split them: one test per group.
import { buildRegistry } from '../../../src/registry';

const { routeTable } = buildRegistry();

// Public pages outside the signed-in frame, and paths that only redirect (single sign-on's callback,
// the API doc ticket hop to the server's own /doc page).
const NOT_SCREENS = new Set(['/auth/callback', '/register', '/recover', '/resetPwd', '/apiDoc']);
export const SCREENS = routeTable.filter((r) => !NOT_SCREENS.has(r.path));

/** Areas large enough to be walked a section at a time (their first two segments). */
const BY_SECTION = new Set(['management', 'shipment']);

/**
 * A screen's group: its path's first segment (/basic, /events, ...), and the first two under the
 * largest areas: one test each, so each keeps its own time as the product grows.
 */
export const groupOf = (path: string) => {
  const [, first = '', second = ''] = path.split('/');
  return BY_SECTION.has(first) ? `${first}/${second}` : first;
};
export const GROUPS = [...new Set(SCREENS.map((r) => groupOf(r.path)))].sort();

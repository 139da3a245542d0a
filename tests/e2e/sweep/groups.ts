// The route table's screens as the walks over every screen split them: one test per group.
import { matchPath } from 'react-router-dom';
import { buildRegistry } from '../../../src/registry';
import { resourceIndex } from '../../../src/registry/resourceIndex.generated';

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

/** The record pages (show, edit) that are a declaration's generic view, as router patterns. */
const GENERIC_RECORD_PAGES = resourceIndex.flatMap((r) => [
  ...(r.views?.show ? [] : [`${r.route}/${r.routeAliases?.show ?? ':id/show'}`]),
  ...(r.views?.edit ? [] : [`${r.route}/${r.routeAliases?.edit ?? ':id'}`]),
]);

/**
 * A generic record page: it shows only declared labels and the generic views' words, whose Chinese
 * the unit tests read (tests/unit/i18n/zhDeclarationWords.test.ts), so the sweep reads it in English only.
 */
export const isGenericRecordPage = (path: string) => GENERIC_RECORD_PAGES.some((pattern) => matchPath({ path: pattern, end: true }, path));

/** The groups of the analysis, distribution and "my" screens (planning, records): a sweep file of their own. */
export const PLANNING_GROUPS = new Set(['analysis', 'distribute', 'forecasts', 'my']);

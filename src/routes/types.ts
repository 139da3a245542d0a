import type { AccessRule, Label, MenuPlacement } from '../schema';

/** One screen of the spec's route map that this build has a screen for. */
export interface RouteEntry {
  /** The router path, e.g. /basic/customer/prepaidManagement/detail/:id. */
  path: string;
  /** The same path written the spec's way (routes.json): {id} for :id. */
  specPath: string;
  access: AccessRule;
  /** Menu placement; absent for sub-screens reached from their parent. */
  menu?: MenuPlacement;
  /** For a path of our own under a spec screen: that screen's spec path (same access rule). */
  inferredFrom?: string;
  /** The spec path of the parent list, for sub-screens and breadcrumbs. */
  parent?: string;
  /** react-admin resource name when the screen is a declaration's generic view. */
  resource?: string;
  /** The resource's label (plural), for a declaration's screens. */
  resourceLabel?: Label;
  /** Which of the resource's views the path opens. */
  view?: 'list' | 'show' | 'edit' | 'create';
  /** Menu and breadcrumb label of a hand-written screen (generic screens use the resource's). */
  label?: Label;
  /** A screen whose spec path is redacted (`{token}` in routes.json): that entry's label; it answers to that entry's rule. */
  redactedRoute?: string;
}

// canAccess: react-admin asks per resource (a spec route) and action; the declaration's access
// rule answers (src/schema/access.ts, the same rule the server enforces).
import { customRoutes } from '../routes/table';
import { findByRaName } from '../resources/declarations';
import { allows, type Action, type Principal } from '../schema/access';
import type { AccessRule } from '../schema/types';

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);
const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'clone', 'import', 'update', 'write']);

/** The rule-based action behind a react-admin action; undefined for actions we do not know. */
export function actionOf(raAction: string): Action | undefined {
  if (READ_ACTIONS.has(raAction)) return 'read';
  if (WRITE_ACTIONS.has(raAction)) return 'write';
  return undefined;
}

/** Rules of hand-written screens (src/modules/<area>/<module>), by their path without the leading slash. */
const screenRules = new Map<string, AccessRule>(customRoutes.map((e) => [e.path.replace(/^\//, ''), e.access]));

/** Adds rules for screens outside the route table (tests of the rule itself use it). */
export function registerAccessRules(rules: Record<string, AccessRule>): void {
  for (const [resource, rule] of Object.entries(rules)) screenRules.set(resource.replace(/^\//, ''), rule);
}

export function accessRuleFor(resource: string): AccessRule | undefined {
  return findByRaName(resource)?.access ?? screenRules.get(resource.replace(/^\//, ''));
}

/** Whether `user` may do `raAction` on `resource`; unknown resources and actions are refused. */
export function canAccessResource(user: Principal | undefined, resource: string, raAction: string): boolean {
  if (!user) return false;
  const rule = accessRuleFor(resource);
  const action = actionOf(raAction);
  return rule !== undefined && action !== undefined && allows(user, rule, action);
}

// canAccess: react-admin asks per resource (a spec route) and action; the declaration's access
// rule answers (src/schema/access.ts, the same rule the server enforces). The rules of every
// declaration and screen are registered by the composition root (src/registry, from App.tsx).
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

/** Rules by react-admin resource name (a path without the leading slash) or declaration name. */
const screenRules = new Map<string, AccessRule>();

/** Adds rules: every declaration's and screen's (the registry), and screens outside the route table. */
export function registerAccessRules(rules: Record<string, AccessRule>): void {
  for (const [resource, rule] of Object.entries(rules)) screenRules.set(resource.replace(/^\//, ''), rule);
}

export function accessRuleFor(resource: string): AccessRule | undefined {
  return screenRules.get(resource.replace(/^\//, ''));
}

/** Whether `user` may do `raAction` on `resource`; unknown resources and actions are refused. */
export function canAccessResource(user: Principal | undefined, resource: string, raAction: string): boolean {
  if (!user) return false;
  const rule = accessRuleFor(resource);
  const action = actionOf(raAction);
  return rule !== undefined && action !== undefined && allows(user, rule, action);
}

// Row scope (issue 10, section 2): a declared row filter the server enforces for "my ..." screens
// and per-user data. Plain data: which rows a user may see and write, and which permissions lift it.
import { hasPermission, type Principal } from './access';
import type { ResourceDeclaration } from './types';
import type { RowScope } from './scopeTypes';

export type { DataScopeKind, RowScope } from './scopeTypes';

/** The declaration's scope as it applies to `user`: undefined when there is none or a `seeAll` permission lifts it. */
export function scopeFor(decl: ResourceDeclaration, user: Principal | undefined): RowScope | undefined {
  const scope = decl.scope;
  if (!scope || !user) return scope;
  return (scope.seeAll ?? []).some((p) => hasPermission(user, p)) ? undefined : scope;
}

/** Problems of a declared scope (defineResource throws them). */
export function scopeProblems(decl: ResourceDeclaration): string[] {
  const scope = decl.scope;
  if (!scope) return [];
  if (scope.kind === 'createdBy') return [];
  if (scope.kind !== 'dataScope') return [`scope kind "${(scope as { kind: string }).kind}" is unknown`];
  if (scope.of !== 'bg' && scope.of !== 'manufacturer') return [`scope "of" must be bg or manufacturer`];
  const field = decl.fields[scope.field];
  if (!field) return [`scope names unknown field "${scope.field}"`];
  if (field.kind !== 'reference' && field.kind !== 'integer') return [`scope field "${scope.field}" must be a reference or an integer`];
  if (field.guarded) return [`scope field "${scope.field}" cannot be guarded`];
  return [];
}

// The spec's route digest, as the project keeps it (docs/spec/routes.json, copied by scripts/syncSpec.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface SpecRoute {
  path: string;
  /** The entry's label: names a redacted ({token}) screen. */
  label?: string;
  permissions: string[];
  roles: string[];
  suggestedPermissions?: string[];
  menuPermissions: string[] | null;
  hiddenInMenu: boolean;
  group: string;
}

export function loadSpecRoutes(): SpecRoute[] {
  const file = resolve(__dirname, '../../../docs/spec/routes.json');
  if (!existsSync(file)) throw new Error(`the spec digest is missing: expected ${file} (node scripts/syncSpec.mjs copies it)`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { routes: SpecRoute[] }).routes;
}

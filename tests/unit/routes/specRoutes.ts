// The spec's route digest (../shared/spec/routes.json, beside the repository in every checkout and in CI).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface SpecRoute {
  path: string;
  permissions: string[];
  roles: string[];
  suggestedPermissions?: string[];
  menuPermissions: string[] | null;
  hiddenInMenu: boolean;
  group: string;
}

export function loadSpecRoutes(): SpecRoute[] {
  const file = resolve(__dirname, '../../../../shared/spec/routes.json');
  if (!existsSync(file)) throw new Error(`the spec digest is missing: expected ${file} (../shared beside the repository)`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { routes: SpecRoute[] }).routes;
}

// The registry of declared resources, found rather than listed: what every module's model/ folder
// exports (declarations.generated.ts, written by scripts/moduleIndex.mjs), ordered by reference so that a
// table is created after the tables it references. Adding a module touches no line here.
import { collectDeclarations, orderByReferences, type ResourceDeclaration } from '../schema';
import { raName } from '../schema/names';
import { modelExports } from './declarations.generated';

export const resources: ResourceDeclaration[] = orderByReferences(collectDeclarations(modelExports));

const byName = new Map(resources.map((r) => [r.name, r]));

export function getResource(name: string): ResourceDeclaration {
  const decl = byName.get(name);
  if (!decl) throw new Error(`unknown resource "${name}"`);
  return decl;
}

export const findResource = (name: string) => byName.get(name);

/** react-admin's resource name (src/schema/names.ts), re-exported for the modules that import it here. */
export { raName };

const byRaName = new Map(resources.map((r) => [raName(r), r]));

/** The declaration behind a react-admin resource name (or a declaration name). */
export const findByRaName = (name: string) => byRaName.get(name) ?? byName.get(name);

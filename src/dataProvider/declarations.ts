// Where the dataProvider finds a resource's declaration: a loader the composition root hands it
// (App.tsx, from the registry), so the full declarations load with the first call, not with the first
// page, and this folder names no module.
import type { ResourceDeclaration } from '../schema/types';

/** Finds a declaration by react-admin resource name or declaration name. */
export type DeclarationLoader = () => Promise<{ findByRaName(name: string): ResourceDeclaration | undefined }>;

let load: DeclarationLoader | undefined;

/** Called once by the composition root, before the first call. */
export function setDeclarationLoader(loader: DeclarationLoader): void {
  load = loader;
}

/** The declaration behind a resource, or undefined for a name no declaration has. */
export async function findDeclaration(resource: string): Promise<ResourceDeclaration | undefined> {
  if (!load) throw new Error('dataProvider: no declarations; the composition root (App.tsx) hands them with setDeclarationLoader');
  return (await load()).findByRaName(resource);
}

/** The declaration behind a resource; an unknown resource rejects. */
export async function declarationFor(resource: string): Promise<ResourceDeclaration> {
  const decl = await findDeclaration(resource);
  if (!decl) throw new Error(`dataProvider: no declaration for resource "${resource}"`);
  return decl;
}

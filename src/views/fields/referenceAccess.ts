// Which references of a form the signed-in user may change: picking a record needs reading the
// referenced resource (the picker lists it). One the user may not read keeps its value, shown by the
// title the record's answer carries, and the form neither validates nor blocks on it.
import { currentUser } from '../../authProvider/user';
import { allows } from '../../schema/access';
import type { Field, ResourceDeclaration } from '../../schema';
import type { ResourceEntry } from '../../schema/resourceEntry';

/** A declaration's slim entry by name (the registry's findEntry). */
export type FindEntry = (name: string) => ResourceEntry | undefined;

export function mayPickReference(field: Field, findEntry: FindEntry): boolean {
  if (field.kind !== 'reference' && field.kind !== 'multiReference') return true;
  const target = findEntry(field.reference);
  const user = currentUser();
  return !!target && !!user && allows(user, target.access, 'read');
}

/** The form's reference fields this user may not change. */
export function lockedReferences(decl: ResourceDeclaration, findEntry: FindEntry): string[] {
  return Object.entries(decl.fields)
    .filter(([, field]) => !mayPickReference(field, findEntry))
    .map(([name]) => name);
}

import { useResourceContext } from 'react-admin';
import { findByRaName } from '../resources';
import type { ResourceDeclaration } from '../schema';

/** The declaration behind the current react-admin resource; the generic views render from it. */
export function useResourceDeclaration(): ResourceDeclaration {
  const resource = useResourceContext();
  const decl = resource ? findByRaName(resource) : undefined;
  if (!decl) throw new Error(`no resource declaration for react-admin resource "${resource ?? ''}"`);
  return decl;
}

import { useResourceContext } from 'react-admin';
import { currentUser } from '../authProvider/user';
import { mayCreateWithFields, visibleDeclaration, type ResourceDeclaration } from '../schema';
import { useRegistry } from '../shell/modules/RegistryContext';

function useFullDeclaration(): ResourceDeclaration {
  const resource = useResourceContext();
  const { loadedDeclarations } = useRegistry();
  const decl = resource ? loadedDeclarations().findByRaName(resource) : undefined;
  if (!decl) throw new Error(`no resource declaration for react-admin resource "${resource ?? ''}"`);
  return decl;
}

/**
 * The declaration behind the current react-admin resource, as the signed-in user may see it: guarded
 * fields they hold no right to are left out, so every generic view (columns, filters, show rows,
 * inputs, exports) hides them. The server strips and refuses the same fields.
 */
export function useResourceDeclaration(): ResourceDeclaration {
  return visibleDeclaration(useFullDeclaration(), currentUser());
}

/** Creating needs every required field: not offered when one of them is guarded from the user. */
export function useMayCreateWithFields(): boolean {
  return mayCreateWithFields(useFullDeclaration(), currentUser());
}

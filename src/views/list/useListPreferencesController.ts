// A list's per-user preferences: the column chooser's key and the row density, both in the
// react-admin store under a key naming the signed-in user and the resource.
import { useGetIdentity, useStore } from 'react-admin';

export type Density = 'compact' | 'comfortable';

/** `app.user.<id>.list.<resource>`: DatagridConfigurable keeps columns under `preferences.<key>`. */
export const listPreferenceKey = (userId: string | number, resource: string) => `app.user.${userId}.list.${resource}`;

export interface ListPreferences {
  /** Undefined until the user is known, so no choice is read or written under the wrong key. */
  preferenceKey: string | undefined;
  density: Density;
  setDensity: (density: Density) => void;
}

export function useListPreferencesController(resource: string): ListPreferences {
  const { identity } = useGetIdentity();
  const preferenceKey = identity ? listPreferenceKey(identity.id, resource) : undefined;
  // Lists are for scanning many rows: compact unless the user asks for more air.
  const [density, setDensity] = useStore<Density>(`${preferenceKey ?? 'app.anonymous'}.density`, 'compact');
  return { preferenceKey, density, setDensity };
}

import type { ComponentType } from 'react';
import type { RouteEntry } from '../routes/types';

/**
 * A hand-written screen: its route-table entry plus a loader. Screens are loaded lazily so that
 * the first page's JavaScript stays small as screens are added.
 */
export interface CustomScreen extends Omit<RouteEntry, 'resource' | 'view'> {
  load: () => Promise<{ default: ComponentType }>;
  /** Rendered without the layout (e.g. the sign-in callback). */
  noLayout?: boolean;
  /** Open without signing in (sign-in callback, register, password recovery): no access check. */
  public?: boolean;
}

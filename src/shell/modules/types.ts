import type { ComponentType } from 'react';
import type { RouteEntry } from '../../routes/types';
import type { ScreenMessages } from '../../i18n/types';
import type { CounterSource } from '../counters/types';

/**
 * A hand-written screen: its route-table entry plus a loader. Screens are loaded lazily so that
 * the first page's JavaScript stays small as screens are added.
 */
export interface CustomScreen extends Omit<RouteEntry, 'resource' | 'view'> {
  load: () => PromiseLike<{ default: ComponentType }>;
  /** Rendered without the layout (e.g. the sign-in callback). */
  noLayout?: boolean;
  /** Open without signing in (sign-in callback, register, password recovery): no access check. */
  public?: boolean;
  /**
   * `false`: the screen reads no declaration, so the declarations and their words do not load with it
   * (the first page, /home). Other signed-in screens load them alongside.
   */
  declarations?: false;
}

/** A module's messages: both languages, each under the module's own key (e.g. `screens.home`). */
export type ModuleMessages = ScreenMessages;

/**
 * One business module on the browser side: everything the generic shell needs from it. Its
 * declarations are in `model/`, collected by src/resources/declarations.ts (the server reads those);
 * its record actions in `actions/index.ts`, found by src/registry/actions.ts (loaded with the list
 * and show screens, not with the first page).
 */
export interface AppModule {
  /** `<area>/<module>`, as its folder. */
  name: string;
  screens?: CustomScreen[];
  /** Messages the first page needs (an app-bar item's words, a generic view's). */
  messages?: ModuleMessages[];
  /**
   * Messages only its screens need (with those of another module whose parts they show): loaded
   * with the first of its screens, its views or the generic screens of its `resources`, not with
   * the first page.
   */
  loadMessages?: () => Promise<ModuleMessages[]>;
  /**
   * Declarations of other modules whose generic list, show, edit and create use its words: their
   * screens load `loadMessages` first. A resource module's own declarations (its model/) need no
   * listing: their screens load its words by folder.
   */
  resources?: string[];
  /** Items in the app bar's toolbar (e.g. the notification bell). */
  appBarItems?: ComponentType[];
  /** Entries of the user menu, between My info and Logout. */
  userMenuItems?: ComponentType[];
  counters?: CounterSource[];
  /**
   * Views that replace a declaration's generic list, show, edit or create (its `views` names them),
   * each loaded lazily: `{ customerShow: () => import('./CustomerShow') }`.
   */
  views?: Record<string, ViewLoader>;
}

/** A lazily loaded view: only the import, so the first page carries none of its code. */
export type ViewLoader = () => PromiseLike<{ default: ComponentType }>;

export const defineModule = (module: AppModule): AppModule => module;

import type { ComponentType } from 'react';
import type { RouteEntry } from '../../routes/types';
import type { Label, ResourceDeclaration } from '../../schema/types';
import type { ResourceEntry } from '../../schema/resourceEntry';
import type { MenuOrder } from '../../schema/menuPlaces';
import type { ActionComponent } from '../../views/actions/types';
import type { CounterSource } from '../counters/types';
import type { CustomScreen, ModuleMessages, ViewLoader } from './types';

/** The full declarations, loaded with the first view that needs them. */
export interface DeclarationSet {
  resources: ResourceDeclaration[];
  getResource(name: string): ResourceDeclaration;
  /** By react-admin resource name or declaration name. */
  findByRaName(name: string): ResourceDeclaration | undefined;
}

/**
 * Everything the generic shell reads about the modules, built once by the composition root
 * (src/registry, called by App.tsx) and handed down through RegistryContext: generic code never
 * imports the registry.
 */
export interface AppRegistry {
  /** The slim index of every declaration: what the first page needs (src/schema/resourceEntry.ts). */
  resources: ResourceEntry[];
  /** A slim entry by react-admin resource name or declaration name. */
  findEntry(name: string): ResourceEntry | undefined;
  screens: CustomScreen[];
  routeTable: RouteEntry[];
  /** The order of the menu's groups and sub-menus, as the areas declare them (src/schema/menuPlaces.ts). */
  menuOrder: MenuOrder;
  /** Module messages the first page needs. */
  messages: ModuleMessages[];
  appBarItems: ComponentType[];
  userMenuItems: ComponentType[];
  /** The header counters: the modules' and the built-in ones. */
  counters: CounterSource[];
  /** Views replacing a generic list, show, edit or create, by the name a declaration gives. */
  views: Record<string, ViewLoader>;
  /** The words the generic screens of a declaration need from modules. */
  loadResourceMessages(resource: string): PromiseLike<unknown>;
  /** Loads the full declarations and their field words (once). */
  loadDeclarations(): Promise<DeclarationSet>;
  /** The full declarations once loaded (a view renders after loadDeclarations); throws before. */
  loadedDeclarations(): DeclarationSet;
  /** The words of the event reasons the modules' servers write (src/schema/eventReasons.ts), loaded with the history (once). */
  loadEventReasons(): Promise<(reason: string) => Label | undefined>;
  /** The same once loaded (they load with the declarations), else undefined. */
  loadedEventReasons(): ((reason: string) => Label | undefined) | undefined;
  /** Record actions by name: filled by loadActions, which the list and show screens wait for. */
  actions: Record<string, ActionComponent>;
  loadActions(): Promise<void>;
}

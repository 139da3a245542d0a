// Messages a module loads with its screens (AppModule.loadMessages), so the first page does not
// carry them. The i18n provider merges what is loaded and rebuilds its phrases when more arrive.
import type { ScreenMessages } from './types';

const loaded: ScreenMessages[] = [];
const listeners = new Set<() => Promise<void>>();

export const loadedModuleMessages = (): readonly ScreenMessages[] => loaded;

/** Adds a module's messages (once) and waits until every provider can translate them. */
export async function addModuleMessages(messages: ScreenMessages): Promise<void> {
  if (loaded.includes(messages)) return;
  loaded.push(messages);
  await Promise.all([...listeners].map((listener) => listener()));
}

export function onModuleMessages(listener: () => Promise<void>): void {
  listeners.add(listener);
}

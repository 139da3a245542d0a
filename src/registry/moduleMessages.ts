// A module's lazy messages (AppModule.loadMessages), loading or loaded; one that failed is forgotten
// so a retry loads again.
import { addModuleMessages } from '../i18n/moduleMessages';
import { allNow, keep, mapNow } from '../shell/lazy/readyNow';
import type { AppModule } from '../shell/modules/types';

const loading = new Map<AppModule, Promise<void>>();

export function loadMessagesOf(module: AppModule): Promise<void> {
  let done = loading.get(module);
  if (!done) {
    done = keep(module.loadMessages!().then((all) => Promise.all(all.map(addModuleMessages))).then(() => undefined));
    done.catch(() => loading.delete(module));
    loading.set(module, done);
  }
  return done;
}

/** A screen or view of a module with messages of its own: they load with it, before it renders. */
export function withMessagesOf<T>(module: AppModule, load: () => PromiseLike<T>): () => PromiseLike<T> {
  return module.loadMessages ? () => mapNow(allNow([load(), loadMessagesOf(module)] as const), ([loaded]) => loaded) : load;
}

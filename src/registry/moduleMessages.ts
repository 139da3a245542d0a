// A module's lazy messages (AppModule.loadMessages), loading or loaded; one that failed is forgotten
// so a retry loads again.
import { addModuleMessages } from '../i18n/moduleMessages';
import type { AppModule } from '../shell/modules/types';

const loading = new Map<AppModule, Promise<void>>();

export function loadMessagesOf(module: AppModule): Promise<void> {
  let done = loading.get(module);
  if (!done) {
    done = module.loadMessages!().then((all) => Promise.all(all.map(addModuleMessages))).then(() => undefined);
    done.catch(() => loading.delete(module));
    loading.set(module, done);
  }
  return done;
}

/** A screen or view of a module with messages of its own: they load with it, before it renders. */
export function withMessagesOf<T>(module: AppModule, load: () => Promise<T>): () => Promise<T> {
  return module.loadMessages ? () => Promise.all([load(), loadMessagesOf(module)]).then(([loaded]) => loaded) : load;
}

// Loaders whose work is already done answer at once. React.lazy renders a thenable that calls back
// synchronously without suspending; a promise, even a resolved one, suspends the screen for a frame and
// React then holds its fallback for 300 ms before revealing the content. So opening a record from its
// list, whose code, words and declarations are all loaded, waited 300 ms for nothing.

/** A value handed over at once: its `then` calls back before it returns. */
export interface Ready<T> extends PromiseLike<T> {
  readonly now: { value: T };
}

const values = new WeakMap<PromiseLike<unknown>, { value: unknown }>();

export function ready<T>(value: T): Ready<T> {
  return {
    now: { value },
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : (value as never)),
  };
}

/** Remembers `promise`'s value once it resolves; a loader that hands out the same promise again can then be read at once. */
export function keep<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => values.set(promise, { value }),
    () => undefined,
  );
  return promise;
}

/** The value of a ready thenable or of a kept, resolved promise; undefined while it is still to come. */
export function valueNow<T>(loading: PromiseLike<T>): { value: T } | undefined {
  return (loading as Partial<Ready<T>>).now ?? (values.get(loading) as { value: T } | undefined);
}

/** Like Promise.all, but ready at once when every part already is. */
export function allNow<T extends readonly PromiseLike<unknown>[]>(parts: T): PromiseLike<{ [K in keyof T]: Awaited<T[K]> }> {
  const known = parts.map(valueNow);
  if (known.every(Boolean)) return ready(known.map((k) => k!.value) as { [K in keyof T]: Awaited<T[K]> });
  return Promise.all(parts) as Promise<{ [K in keyof T]: Awaited<T[K]> }>;
}

/** `loading.then(f)`, at once when `loading` is ready. */
export function mapNow<T, U>(loading: PromiseLike<T>, f: (value: T) => U): PromiseLike<U> {
  const known = valueNow(loading);
  return known ? ready(f(known.value)) : Promise.resolve(loading).then(f);
}

/** A loader that runs once and is kept; forgotten when it fails, so a retry loads again. */
export function keptOnce<T>(load: () => PromiseLike<T>): () => PromiseLike<T> {
  let done: PromiseLike<T> | undefined;
  return () => {
    if (done) return done;
    const started = load();
    if (valueNow(started)) return started;
    const promise = keep(Promise.resolve(started));
    promise.catch(() => (done = undefined));
    return (done = promise);
  };
}

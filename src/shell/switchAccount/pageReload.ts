// A full page load after switching accounts, so every cache (queries, permissions, menu, counters)
// starts again for the new user. Tests replace it: jsdom cannot navigate.
let load = (path?: string) => (path ? window.location.assign(path) : window.location.reload());

export const reloadPage = (path?: string) => load(path);

/** Replaces the page load (tests); returns a function that puts the browser's back. */
export function setPageReload(fn: (path?: string) => void): () => void {
  const previous = load;
  load = fn;
  return () => {
    load = previous;
  };
}

// What the app uses of the DOM that happy-dom (the app tests' document, see vitest.config.ts) lacks.
// A table section's rows: the list's row window reads tbody.rows (src/views/list/useRowWindow.ts).
if (typeof HTMLTableSectionElement !== 'undefined' && !('rows' in HTMLTableSectionElement.prototype)) {
  Object.defineProperty(HTMLTableSectionElement.prototype, 'rows', {
    get(this: HTMLTableSectionElement) {
      return this.querySelectorAll(':scope > tr') as unknown as HTMLCollectionOf<HTMLTableRowElement>;
    },
  });
}

// Generic code and modules import one way: no file of the browser or the server imports itself back
// through others (type imports count; a lazily imported screen does not).
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { importCircles } from '../../../scripts/importCircles.mjs';

describe('imports', () => {
  it('form no circles in src and server', () => {
    expect(importCircles(['src', 'server'])).toEqual([]);
  });
});

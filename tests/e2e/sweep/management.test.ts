// The walk (accessibility, page fit, words) over every /management screen (see sweep.ts).
import { describe } from 'vitest';
import { GROUPS } from './groups';
import { serverAndBrowser } from '../fixture';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('accessibility, page fit, words and density of the management screens', () => {
  sweepGroups(
    e2e,
    GROUPS.filter((g) => g.startsWith('management/')),
    'management',
  );
});

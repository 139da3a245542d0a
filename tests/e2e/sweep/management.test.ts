// The page-fit and words sweep over every /management screen (see sweep.ts).
import { describe } from 'vitest';
import { GROUPS } from '../a11y/walk';
import { serverAndBrowser } from '../fixture';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('page fit, words and density of the management screens', () => {
  sweepGroups(
    e2e,
    GROUPS.filter((g) => g.startsWith('management/')),
    'management',
  );
});

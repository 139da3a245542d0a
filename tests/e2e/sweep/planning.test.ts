// The walk (accessibility, page fit, words) over the analysis, distribution and "my" screens (see sweep.ts).
import { describe } from 'vitest';
import { GROUPS, PLANNING_GROUPS } from './groups';
import { serverAndBrowser } from '../fixture';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('accessibility, page fit, words and density of the analysis, distribution and my screens', () => {
  sweepGroups(
    e2e,
    GROUPS.filter((g) => PLANNING_GROUPS.has(g)),
    'planning',
  );
});

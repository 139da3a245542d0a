// The walk (accessibility, page fit, words) over the basic, events, system and other screens: every one
// outside /management, /shipment and the planning groups (see sweep.ts).
import { describe } from 'vitest';
import { GROUPS, PLANNING_GROUPS } from './groups';
import { serverAndBrowser } from '../fixture';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('accessibility, page fit, words and density of the basic, events, system and other screens', () => {
  sweepGroups(
    e2e,
    GROUPS.filter((g) => !g.startsWith('management/') && !g.startsWith('shipment/') && !PLANNING_GROUPS.has(g)),
    'others',
  );
});

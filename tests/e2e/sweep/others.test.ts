// The walk (accessibility, page fit, words) over every screen outside /management and /shipment (see sweep.ts).
import { describe } from 'vitest';
import { GROUPS } from './groups';
import { serverAndBrowser } from '../fixture';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('accessibility, page fit, words and density of the basic, my, events, system and other screens', () => {
  sweepGroups(
    e2e,
    GROUPS.filter((g) => !g.startsWith('management/') && !g.startsWith('shipment/')),
    'others',
  );
});

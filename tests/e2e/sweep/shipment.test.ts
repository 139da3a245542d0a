// The walk (accessibility, page fit, words) over every /shipment screen (see sweep.ts).
import { describe } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { GROUPS } from './groups';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('accessibility, page fit, words and density of the shipment screens', () => {
  sweepGroups(
    e2e,
    GROUPS.filter((g) => g.startsWith('shipment/')),
    'shipment',
  );
});

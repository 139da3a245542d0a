// The page-fit and words sweep over every screen outside /management and /shipment (see sweep.ts).
import { describe } from 'vitest';
import { GROUPS } from '../a11y/walk';
import { serverAndBrowser } from '../fixture';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('page fit, words and density of the basic, my, events, system and other screens', () => {
  sweepGroups(
    e2e,
    GROUPS.filter((g) => !g.startsWith('management/') && g !== 'shipment'),
    'others',
  );
});

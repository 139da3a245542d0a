// The page-fit and words sweep over every /shipment screen (see sweep.ts).
import { describe } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { sweepGroups } from './sweep';

const e2e = serverAndBrowser();

describe('page fit, words and density of the shipment screens', () => {
  sweepGroups(e2e, ['shipment'], 'shipment');
});

// axe-core over every /management screen as admin (the largest area, walked beside the others).
import { describe } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { GROUPS, walkScreens } from './walk';

const e2e = serverAndBrowser();

describe('accessibility of the management screens', () => {
  walkScreens(
    e2e,
    GROUPS.filter((g) => g.startsWith('management/')),
  );
});

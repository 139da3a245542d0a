// Management -> Route quotes, in dependency order: quotes reference stations and expense items.
import type { ResourceDeclaration } from '../../../../schema';
import { cityStation } from './cityStation';
import { routeCharge } from './routeCharge';
import { routeQuote } from './routeQuote';

export { cityStation, routeCharge, routeQuote };

export const routeQuoteResources: ResourceDeclaration[] = [cityStation, routeCharge, routeQuote];

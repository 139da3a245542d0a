import type { ActionComponent } from '../../../../views/actions/types';
import { DuplicateRouteQuoteAction } from './DuplicateRouteQuoteAction';
import { RouteQuoteFileAction } from './RouteQuoteFileAction';

export const routeQuoteActions: Record<string, ActionComponent> = { duplicateRouteQuote: DuplicateRouteQuoteAction, routeQuoteFile: RouteQuoteFileAction };

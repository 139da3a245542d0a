import { spotMarket } from './spotMarket';

export const spotMarketResources = [spotMarket];

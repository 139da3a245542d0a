export { priceDatabase } from './priceDatabase';

export { asnOrPrice, OR_PRICE_ACCESS, OR_PRICE_BASE, OR_PRICE_CHECK_PATH, OR_PRICE_REMARK_PATH } from './asnOrPrice';
export * from './asnPriceMonitor';

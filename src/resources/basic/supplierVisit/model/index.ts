export { supplierVisit } from './supplierVisit';

// The filter operators each kind offers when a declaration lists none. Plain data apart from the kind
// modules: code that only reads declarations (the data provider translating filters, on the first
// page) then does not load the kinds' validation rules, and yup with them.
import type { FilterOp, KindName } from '../types';

export const DEFAULT_FILTERS: { readonly [K in KindName]: FilterOp[] } = {
  text: ['like', 'eq'],
  integer: ['eq', 'gte', 'lte'],
  decimal: ['eq', 'gte', 'lte'],
  money: ['gte', 'lte', 'eq'],
  boolean: ['eq'],
  date: ['gte', 'lte', 'eq'],
  datetime: ['gte', 'lte'],
  enum: ['eq', 'in'],
  reference: ['eq', 'in'],
  multiReference: ['eq'],
  json: [],
  file: [],
};

export * from './types';
export * from './declare';
export * from './access';
export * from './validation';
export * from './messages';
export * from './bytes';
export * from './guarded';
export { kinds, kindOf } from './kinds';
export type { ColumnSpec, KindModule } from './kinds';

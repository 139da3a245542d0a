// The contract every field-kind view module fulfils: how one declared field is shown, edited and filtered.
import type { ReactElement, ReactNode } from 'react';
import type { Field, FilterOp, ResourceDeclaration } from '../../schema';

export interface FieldViewProps<F extends Field = Field> {
  name: string;
  field: F;
  decl: ResourceDeclaration;
  /** Datagrid and SimpleShowLayout read `source`, `label`, `sortable` and `textAlign` from their children's props. */
  source?: string;
  label?: ReactNode;
  sortable?: boolean;
  textAlign?: 'left' | 'right';
}

export interface FieldInputProps<F extends Field = Field> {
  name: string;
  field: F;
  decl: ResourceDeclaration;
  readOnly?: boolean;
}

export interface FieldFilterProps<F extends Field = Field> {
  name: string;
  field: F;
  decl: ResourceDeclaration;
  /** The filter key: `field` for `eq`, `field@op` otherwise (the dataProvider turns `@op` into `_op`). */
  source: string;
  op: FilterOp;
  label?: ReactNode;
  alwaysOn?: boolean;
}

export interface FieldKindView<F extends Field = Field> {
  Field: (props: FieldViewProps<F>) => ReactElement | null;
  Input: (props: FieldInputProps<F>) => ReactElement | null;
  Filter?: (props: FieldFilterProps<F>) => ReactElement | null;
  /** Column alignment in lists (numbers line up on the right). */
  align?: 'left' | 'right';
}

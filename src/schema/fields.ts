// Small constructors so declarations read like a table of fields.
import type {
  BooleanField,
  DateField,
  DateTimeField,
  DecimalField,
  EnumField,
  EnumOption,
  Field,
  FileField,
  IntegerField,
  JsonField,
  Label,
  MoneyField,
  MultiReferenceField,
  ReferenceField,
  TextField,
} from './types';

type Opts<F> = Omit<F, 'kind' | 'label'>;
type Optional<F, K extends keyof F> = Omit<F, K> & Partial<Pick<F, K>>;

export const label = (en: string, zh: string): Label => ({ en, zh });

export const text = (l: Label, o: Opts<TextField>): TextField => ({ kind: 'text', label: l, ...o });
export const integer = (l: Label, o: Opts<IntegerField> = {}): IntegerField => ({ kind: 'integer', label: l, ...o });
export const decimal = (l: Label, o: Optional<Opts<DecimalField>, 'scale'> = {}): DecimalField => ({ kind: 'decimal', label: l, scale: 4, ...o });
export const money = (l: Label, o: Optional<Opts<MoneyField>, 'scale'> = {}): MoneyField => ({ kind: 'money', label: l, scale: 4, ...o });
export const boolean = (l: Label, o: Opts<BooleanField> = {}): BooleanField => ({ kind: 'boolean', label: l, ...o });
export const date = (l: Label, o: Opts<DateField> = {}): DateField => ({ kind: 'date', label: l, ...o });
export const datetime = (l: Label, o: Opts<DateTimeField> = {}): DateTimeField => ({ kind: 'datetime', label: l, ...o });
export const enumOf = (l: Label, options: EnumOption[], o: Omit<Opts<EnumField>, 'options'> = {}): EnumField => ({ kind: 'enum', label: l, options, ...o });
export const reference = (l: Label, ref: string, o: Omit<Opts<ReferenceField>, 'reference'> = {}): ReferenceField => ({ kind: 'reference', label: l, reference: ref, ...o });
export const multiReference = (l: Label, ref: string, o: Omit<Opts<MultiReferenceField>, 'reference'> = {}): MultiReferenceField => ({
  kind: 'multiReference',
  label: l,
  reference: ref,
  ...o,
});
export const json = (l: Label, o: Opts<JsonField> = {}): JsonField => ({ kind: 'json', label: l, ...o });
export const file = (l: Label, o: Optional<Opts<FileField>, 'maxBytes'> = {}): FileField => ({ kind: 'file', label: l, maxBytes: 10 * 1024 * 1024, ...o });

/** The spec's shared byte caps (document 3, section 5). */
export const CAPS = { plant: 30, remark: 500, itemRemark: 250 } as const;

/** An active/inactive status most master data carries. */
export const statusField = () =>
  enumOf(label('Status', '状态'), [
    { value: 'active', label: label('Active', '启用'), color: 'success' },
    { value: 'inactive', label: label('Inactive', '停用'), color: 'default' },
  ], { required: true, defaultValue: 'active' });

export const remarkField = () => text(label('Remark', '备注'), { maxBytes: CAPS.remark, multiline: true, listHidden: true, filters: ['like'] });

/** A record's business code: required, unique, stored upper-case, no spaces. */
export const codeField = (l: Label, maxBytes = 20) =>
  text(l, {
    required: true,
    unique: true,
    maxBytes,
    upperCase: true,
    pattern: { source: '^[A-Z0-9][A-Z0-9_.-]*$', message: label('letters, digits, - _ . only, no spaces', '只能包含字母、数字和 - _ .，不能有空格') },
  });

/** A two-letter ISO 3166 country code. */
export const countryField = (o: { required?: boolean } = {}) =>
  text(label('Country', '国家/地区'), {
    ...o,
    maxBytes: 2,
    upperCase: true,
    pattern: { source: '^[A-Z]{2}$', message: label('two-letter ISO code, e.g. CN', '两位 ISO 代码，例如 CN') },
  });

/**
 * The fields most master data repeats, in their usual places: the business code first, then the
 * record's own fields, then status and remark last (exports and forms keep that column order).
 * `codeName` names the code field when it is not `code` (`ec_code`, `prepaid_no` ...).
 */
export function masterDataFields<F extends Record<string, Field>, C extends string = 'code'>(
  o: { code: Label; codeBytes?: number; codeName?: C },
  fields: F,
): Record<C, TextField> & F & { status: EnumField; remark: TextField } {
  const code = { [o.codeName ?? 'code']: codeField(o.code, o.codeBytes) } as Record<C, TextField>;
  return { ...code, ...fields, status: statusField(), remark: remarkField() };
}

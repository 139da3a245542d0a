// The declaration language: plain data, no React, no server code.
// A resource is declared once; the browser views and the reference server both read it.

export type Locale = 'en-US' | 'zh-CN';
export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

/** A label in every supported language. */
export interface Label {
  en: string;
  zh: string;
}

/** Filter operators a field may offer; `eq` is the bare `field=value` of the API contract. */
export type FilterOp = 'eq' | 'ne' | 'like' | 'in' | 'gte' | 'lte';
export const FILTER_OPS: readonly FilterOp[] = ['eq', 'ne', 'like', 'in', 'gte', 'lte'];

export type KindName =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'multiReference'
  | 'json'
  | 'file';

export interface EnumOption {
  value: string;
  label: Label;
}

/** Options every field kind accepts. */
export interface FieldBase {
  kind: KindName;
  label: Label;
  required?: boolean;
  /** Unique across the table (a database index enforces it). */
  unique?: boolean;
  /** Filter operators offered on the list; the first is the default. Empty: not filterable. */
  filters?: FilterOp[];
  sortable?: boolean;
  /** Shown on forms but never written by the client (computed or server-set). */
  readOnly?: boolean;
  /** Hidden from the list, shown on show/edit. */
  listHidden?: boolean;
  /** Default value for new records. */
  defaultValue?: unknown;
  /** A short hint under the input. */
  help?: Label;
  /**
   * A field right guards it (prices, costs): only users assigned the right see or write it. `true`
   * names the right `<resource>.<field>`; a string names it (fields may share one right).
   */
  guarded?: boolean | string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  /** Cap in UTF-8 bytes (the spec caps text by bytes, not characters). */
  maxBytes: number;
  minLength?: number;
  multiline?: boolean;
  /** A regular expression the value must match, with the message to show otherwise. */
  pattern?: { source: string; message: Label };
  /** Stored upper-case (codes). */
  upperCase?: boolean;
  format?: 'email' | 'url' | 'phone';
  /**
   * API path of a common lookup (`[{ value, label }]`, e.g. /api/v2/common/sitecode) whose values the
   * input offers as suggestions; any other text may still be typed.
   */
  suggest?: string;
}

export interface IntegerField extends FieldBase {
  kind: 'integer';
  min?: number;
  max?: number;
}

export interface DecimalField extends FieldBase {
  kind: 'decimal';
  /** Digits after the point. */
  scale: number;
  min?: number;
  max?: number;
}

export interface MoneyField extends FieldBase {
  kind: 'money';
  /** Digits after the point; prices of components often need 4 or more. */
  scale: number;
  min?: number;
  /** Field holding the currency code, if the record has one. */
  currencyField?: string;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

export interface DateField extends FieldBase {
  kind: 'date';
}

export interface DateTimeField extends FieldBase {
  kind: 'datetime';
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  options: EnumOption[];
}

export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** Name of the referenced resource declaration. */
  reference: string;
}

export interface MultiReferenceField extends FieldBase {
  kind: 'multiReference';
  reference: string;
}

export interface JsonField extends FieldBase {
  kind: 'json';
}

export interface FileField extends FieldBase {
  kind: 'file';
  /** Accepted MIME types or extensions, e.g. ['application/pdf', '.xlsx']. */
  accept?: string[];
  maxBytes: number;
}

export type Field =
  | TextField
  | IntegerField
  | DecimalField
  | MoneyField
  | BooleanField
  | DateField
  | DateTimeField
  | EnumField
  | ReferenceField
  | MultiReferenceField
  | JsonField
  | FileField;

/** Who may use a resource: any one listed permission or role grants access. */
export interface AccessRule {
  /** The spec route's permission list (any one grants reading). */
  permissions: string[];
  /** Roles that grant full access (by name). */
  roles?: string[];
  /**
   * Permissions that may also write. Defaults to the listed permissions that are not
   * read-only (read-only: names starting with `view-`).
   */
  write?: string[];
}

export type MenuGroup =
  | 'materialQuery'
  | 'reportAnalysis'
  | 'analysis'
  | 'basic'
  | 'management'
  | 'distribute'
  | 'shipment'
  | 'am'
  | 'reportManagement'
  | 'system'
  | 'my';

/** Where a screen sits in the menu, and who sees the entry (document 1, section 2). */
export interface MenuPlacement {
  group: MenuGroup;
  /** Sub-menu, named after the spec route's second segment (customer, sloc, hr ...). */
  section?: string;
  order?: number;
  /**
   * Who sees the menu entry when that differs from who may open the screen: any one of the
   * permissions (all of them with `allRequired`, the spec's "default flag"), or any one of the roles.
   */
  visibleTo?: { permissions?: string[]; allRequired?: boolean; roles?: string[] };
  /** Hidden from the menu by default (reachable by its path). */
  hidden?: boolean;
}

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ResourceDeclaration {
  /** Unique name; also the database table unless `table` is given. */
  name: string;
  table?: string;
  api: {
    /** API base path as in endpoints.json, e.g. /api/v1/bg. */
    base: string;
    /** `contract` (page/size, code-0 envelope) unless the service speaks ra-data-simple-rest. */
    style?: 'contract' | 'simple-rest';
  };
  /** Screen route as in routes.json, e.g. /basic/customer/bgManagement. */
  route: string;
  /**
   * Set when the route is our own, nested under a spec screen that holds two resources (a route names
   * one resource): the spec screen's path. The access rule must equal that screen's.
   */
  routeParent?: string;
  /** Sub-paths the spec gives for show and edit, relative to the route: 'detail/:id', 'edit/:id'. */
  routeAliases?: { show?: string; edit?: string };
  access: AccessRule;
  menu: MenuPlacement;
  /** Plural label (menu, list title) and singular label (one record). */
  label: Label;
  recordLabel: Label;
  fields: Record<string, Field>;
  /** Field whose value names a record (breadcrumb, reference inputs). */
  titleField: string;
  list: {
    columns: string[];
    /** Fields the keyword search looks in. */
    search: string[];
    sort: SortSpec;
  };
  /** Fields that identify a record in imports (matched for update). */
  naturalKey?: string[];
  /**
   * Sets of two or more fields no two records may share (one ratio per vendor and period); the
   * database backs each with a unique index. (One field alone: the field's own `unique`.)
   */
  uniqueTogether?: string[][];
  importExport?: { import: boolean; export: boolean };
  /** Deleting asks for a reason, stored on the event. */
  deleteReason?: boolean;
  /**
   * Named actions beyond create, edit and delete (audit, disable ...), each a call of its own. A name
   * is looked up in the browser's action registry (src/views/actions): `list` actions sit in the list's
   * toolbar, `row` actions are buttons on every list row, `show` actions sit in the show page's toolbar.
   */
  actions?: ResourceActions;
}

export interface ResourceActions {
  list?: string[];
  row?: string[];
  show?: string[];
}

/** Columns every record carries, managed by the server. */
export const SYSTEM_FIELDS = ['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

// The declaration language: plain data, no React, no server code.
// A resource is declared once; the browser views and the reference server both read it.
import type { RowScope } from './scopeTypes';
import type { FormLayout, ResourceViews } from './fieldLayout';
import type { ReportQuery } from './reportQuery';
import type { SnapshotDeclaration } from './snapshots';

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

/** The colour of a state's chip (an option with a colour is shown as a chip in lists and records). */
export type StateColor = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

export interface EnumOption {
  value: string;
  label: Label;
  color?: StateColor;
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
   * The import template's example value: a believable one (a real-looking MPN, an HTS code such as
   * 8542.31.0001; an enum's option value). Absent: one made from the field's kind and label.
   */
  example?: string | number | boolean | Label;
  /**
   * A field right guards it (prices, costs): only users assigned the right see or write it. `true`
   * names the right `<resource>.<field>`; a string names it (fields may share one right).
   */
  guarded?: boolean | string;
  /** How its list column looks, over what its kind gives (src/schema/kinds/columns.ts). */
  column?: Partial<ColumnHint>;
  /**
   * Rules across fields (src/schema/crossField.ts), checked in the form, on every server write (on a
   * partial update against the stored record) and on import rows. `notBefore`: the named field of the
   * same kind (a date, a time, a whole number) is not after this one (valid_to notBefore valid_from).
   * `differentFrom`: the two values differ (a route's destination is not its origin).
   */
  notBefore?: string;
  differentFrom?: string;
}

/** A list column's look: plain data, so every list applies it the same way. */
export interface ColumnHint {
  align: 'left' | 'right' | 'center';
  /** Whether long values may wrap; otherwise they stay on one line (truncated past maxWidth). */
  wrap: boolean;
  /** Narrowest width in px (keeps short codes and dates whole). */
  minWidth?: number;
  /** Widest width in px; longer values end in an ellipsis with the full text on hover. */
  maxWidth?: number;
  /** Digits of equal width, so amounts line up. */
  tabular?: boolean;
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
  /**
   * A title made of several fields (`['vendor_id', 'visit_date']`: "Pacific Rim Components · 2026-11-03"):
   * the database sets it on every write, whatever the path (src/schema/composedTitle.ts); a reference
   * part gives the referenced record's title as it is at the write. The field must be read-only.
   */
  composedOf?: string[];
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
   * A screen and API of the product's own, which the spec does not have: why it exists. The spec
   * tests then check that its route and API base are NOT in the spec's digests (instead of that they are).
   */
  own?: string;
  /**
   * The spec's screen exists but its path is redacted (`{token}` in routes.json): that entry's label
   * ("History: record 810"). `route` is then our readable path for it; the spec tests check the access
   * rule against that entry, and the API base against endpoints.json as usual.
   */
  redactedRoute?: string;
  /**
   * Set when the route is our own, nested under a spec screen that holds two resources (a route names
   * one resource): the spec screen's path. The access rule must equal that screen's.
   */
  routeParent?: string;
  /** Sub-paths the spec gives for show, edit and create, relative to the route: 'detail/:id', 'edit/:id', 'create'. */
  routeAliases?: { show?: string; edit?: string; create?: string };
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
  /** Validity periods no two records of one key may overlap (src/schema/periods.ts; the server checks it in the write's transaction). */
  periods?: PeriodsDeclaration;
  /** Import and export: both on when absent; `false` turns both off, `{ import: false }` one (src/schema/importExport.ts). */
  importExport?: false | { import?: boolean; export?: boolean };
  /**
   * `false`: records are made only by a workflow (an audited draft, an import of its own), never by
   * the generic create: no create route (a POST is 404) and no create screen or button.
   */
  create?: false;
  /** Deleting asks for a reason, stored on the event. */
  deleteReason?: boolean;
  /**
   * Generic writes left to the module's own calls, which run checks the generic ones lack (the ASN's
   * bag rule R21). Each one named answers 405 with `message` (which names those calls), and the
   * browser offers none of them: no line grid in the form, no delete button.
   */
  writtenByOwnCalls?: OwnCallWrites;
  /**
   * Named actions beyond create, edit and delete (audit, disable ...), each a call of its own. A name
   * is looked up in the browser's action registry (src/views/actions): `list` actions sit in the list's
   * toolbar, `row` actions are buttons on every list row, `show` actions sit in the show page's toolbar.
   */
  actions?: ResourceActions;
  /**
   * Named operations on one record beyond editing it (lock a customer, disable a brand), each with
   * its own permissions, a confirmation and a declared effect: one route, one button, one event.
   * See src/schema/commands.ts.
   */
  commands?: Record<string, CommandDeclaration>;
  /** An enum field's states and the named transitions between them. See src/schema/transitions.ts. */
  states?: StatesDeclaration;
  /** Child rows owned by a record, saved with it in one transaction (see src/schema/lines.ts). */
  lines?: Record<string, LinesDeclaration>;
  /** Rows a user may see and write: their own, or their BGs' (src/schema/scope.ts); the server enforces it. */
  scope?: RowScope;
  /** Generic screens replaced by a module's named view (src/schema/layout.ts). */
  views?: ResourceViews;
  /** Sections or tabs for the show, edit and create screens of a long record. */
  layout?: FormLayout;
  /**
   * A report: the rows are this query over another resource (a database view), read-only: list and
   * export only, no create, update, delete or import. Made by reportResource (src/schema/reports.ts).
   */
  report?: ReportQuery;
  /** Dated snapshots of the rows, listed and compared by date (src/schema/snapshots.ts). */
  snapshots?: SnapshotDeclaration;
}

/** Which generic writes a resource leaves to its module's own calls, and the words of the refusal. */
export interface OwnCallWrites {
  /** The record-with-lines saves: POST {base}/lines and PUT {base}/{id}/lines. */
  lines?: true;
  /** The header update: PUT {base}/{id}. */
  update?: true;
  /** The delete: DELETE {base}/{id}. */
  delete?: true;
  /** The 405's words: which calls make these writes. */
  message: Label;
}

/** Validity periods no two records of one key may overlap (rules and checks in src/schema/periods.ts). */
export interface PeriodsDeclaration {
  from: string;
  to: string;
  key: string[];
}

export interface CommandRefusal {
  field: string;
  /** Refused when the field holds one of these values, or is a number above `above`. */
  in?: (string | number)[];
  above?: number;
  message: Label;
}

/** Where a command's button sits: on every list row, on the show page's toolbar. */
export type CommandPlacement = 'row' | 'show';

export interface CommandDeclaration {
  /** The button, and the dialog's confirm button. */
  label: Label;
  /** The dialog's title (the label when absent). */
  title?: Label;
  /** The question the dialog asks; `%{name}` is the record's title. */
  confirm?: Label;
  /** The dialog's confirm button (the label when absent). */
  confirmLabel?: Label;
  /** The notice once it worked; `%{name}` is the record's title. */
  done: Label;
  /**
   * Who may run it: any one of these (or a role of the screen's rule). A permission listed here and
   * not in `access.write` grants this command only, never a full edit.
   */
  permissions: string[];
  /** Offered when the record's fields hold these values (the buttons hide otherwise). */
  when?: Record<string, string | number | boolean | null>;
  /** The effect: these fields get these values. A record already holding them is answered unchanged. */
  set?: Record<string, string | number | boolean | null>;
  /**
   * Declared fields the dialog asks for; their values are set too, checked by the field's own rule
   * and field right (a 400 naming the field).
   */
  inputs?: string[];
  /** The dialog also asks for a free-text reason, kept on the event (else the event's reason is the command's name). */
  reason?: boolean;
  /** Refused (409, changing nothing) while the record is so; the message's `%{value}` is the field's value. */
  refuse?: CommandRefusal[];
  /**
   * The call: `PUT` or `POST` (default) on `{api.base}/{path}`, where `{id}` in the path is the record's
   * id; the path defaults to `{id}/<the command's name>`. A path without `{id}` (the spec's
   * `POST /api/v2/po/price-change`) takes the record's id in the body (`id`).
   */
  method?: 'PUT' | 'POST';
  path?: string;
  placement?: CommandPlacement[];
}

export interface ResourceActions {
  list?: string[];
  /** In the list's bulk-action bar: they act on the selected rows (the list's context gives them). */
  bulk?: string[];
  row?: string[];
  show?: string[];
}

/** Columns every record carries, managed by the server. */
export const SYSTEM_FIELDS = ['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

// States and transitions (logic in src/schema/transitions.ts; the types live here so the schema has
// no import circle).

/** One named move of a record between states of the state field. */
export interface TransitionDeclaration {
  /** Its choice in the dialog (the button too when it is alone in its group). */
  label: Label;
  /**
   * Who may run it: any one of these (or a role of the screen's rule). A permission listed here and
   * not in `access.write` grants this transition only, never a full edit.
   */
  permissions: string[];
  /** The states it leaves from. */
  from: string[];
  /** The state it enters. */
  to: string;
  /** Declared fields the dialog asks for, set with the state (each checked by its field's rule). */
  inputs?: string[];
  /** Inputs every record needs (its own value or the one given for the whole selection). */
  requiredInputs?: string[];
  /** Four eyes: whoever changed the record last (`updated_by`) may not run it. */
  notByLastEditor?: boolean;
  /** Refused (409, nothing changed) while a record is so, as for commands. */
  refuse?: CommandRefusal[];
  /** The event's reason (the transition's name when absent). */
  reason?: string;
  /** Transitions of one group share a button, a dialog (a choice between them) and a route. */
  group?: string;
  /**
   * A server effect run for each record inside the transition's transaction, before it moves (stock
   * moves when a draft is applied): a name a server module registers (server/crud/transitionEffects.ts).
   * It throws to refuse; then nothing changes.
   */
  effect?: string;
}

/** The words and the call of transitions offered together (one button, one dialog, one route). */
export interface TransitionGroup {
  /** The button on a record; the dialog's title and confirm button default to it. */
  label: Label;
  title?: Label;
  confirmLabel?: Label;
  /** The notice once it worked. */
  done: Label;
  /** Offered on a selection too: all or nothing, in one transaction. */
  bulk?: boolean;
  /** The button on a selection; `bulkTitle` may hold `%{smart_count}` ("one |||| many"). */
  bulkLabel?: Label;
  bulkTitle?: Label;
  /** The notice once a selection is done: `%{done}` and `%{skipped}`. */
  bulkDone?: Label;
  /** On a selection, records not in a state it leaves from are skipped (answered in `skipped`) instead of refusing the call. */
  skipOthers?: boolean;
  /**
   * A selection none of which is in a from state is a conflict (409: someone else moved them, e.g. a
   * draft applied twice) rather than a bad request (400, the default).
   */
  noneIsConflict?: boolean;
  /** Words of the dialog on a selection: the input for every item, an item's own (`%{title}`), the rule, an item skipped. */
  sharedInput?: Label;
  itemInput?: Label;
  inputRule?: Label;
  notInFrom?: Label;
  /** The refusals in the spec's words (generic words when absent): a required input missing (`%{items}` on the server), none in a from-state, four eyes (`%{items}`). */
  inputMissing?: Label;
  missingOn?: Label;
  none?: Label;
  lastEditor?: Label;
  placement?: CommandPlacement[];
  /** The call: `method` (default POST) on `{api.base}/{path}`; the path defaults to `transition/<group>`. */
  method?: 'PUT' | 'POST';
  path?: string;
}

export interface StatesDeclaration {
  /** The enum field holding the state (its options' `color` makes the chip). */
  field: string;
  transitions: Record<string, TransitionDeclaration>;
  groups?: Record<string, TransitionGroup>;
  /** Fields naming a record in messages and dialogs ("Acme 2025-Q2"; a reference shows its title); the title field when absent. */
  itemTitle?: string[];
  /** Final states: a record in one may no longer be edited, have its lines saved or be deleted (409). */
  final?: string[];
}

// Lines: child rows owned by a record (logic in src/schema/lines.ts; the types live here, where
// ResourceDeclaration names them, so no import circle).

/** A smaller maximum while a parent field holds a value (R16: 50 items when the bill-to is VMI). */
export interface LinesMaxWhen {
  field: string;
  /** The parent field equals one of these values ... */
  in?: (string | number | boolean)[];
  /** ... or its text contains this, ignoring case. */
  contains?: string;
  count: number;
  /** `%{max}` is the count. */
  message: Label;
}

export interface LinesMax {
  count: number;
  /** `%{max}` is the count. */
  message: Label;
  /** Checked in order; the first that holds gives the maximum. */
  when?: LinesMaxWhen[];
}

export interface LinesDeclaration {
  /** The grid's title. */
  label: Label;
  /** The child table; created from this declaration like a resource's, after the feature tables. */
  table: string;
  /** Column holding the parent's id (deleted with the parent). */
  parentField: string;
  /** The line's own fields, any field kind, checked by the same rules as a resource's fields. */
  fields: Record<string, Field>;
  /** Grid columns, in order (default: every field). */
  columns?: string[];
  /** A line field naming the line in row messages (e.g. the MPN). */
  titleField?: string;
  /** Integer column the server fills with the row's position (1, 2, ...); lines are read in that order. */
  orderField?: string;
  /** Line fields the server copies from parent fields on every save (`{ plant: 'plant' }`); shown read-only. */
  fromParent?: Record<string, string>;
  /** Fields no two lines of one parent may share. */
  unique?: string[];
  max?: LinesMax;
  /** Numeric fields summed below the grid as running totals. */
  totals?: string[];
  /** Shown as an editable grid in the parent's create and edit forms (default true). */
  grid?: boolean;
  /** A read-only boolean line field: a line where it is true cannot be changed or removed by a save (409). */
  lockedField?: string;
}

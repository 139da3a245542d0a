// What each documented operation does, in words made from the declaration it serves: its labels,
// searched and filterable fields, sort, lines, import/export, commands, transitions and snapshots.
// A route no declaration explains is described by the resource its path sits under, or by its path's
// words — never by repeating its method and path.
import { commandMethod, commandRoute, commandsOf, filterOps, groupMethod, groupUrl, importExportOf, transitionGroups, type ResourceDeclaration } from '../../src/schema';

export interface OperationWords {
  summary: string;
  description?: string;
}

/** "Business groups" → "business groups"; "EDI 850 purchase orders" and "SLOC" keep their capitals. */
export function lower(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

const article = (noun: string) => (/^[aeiouAEIOU]/.test(noun) ? `an ${noun}` : `a ${noun}`);
const fieldLabel = (decl: ResourceDeclaration, name: string) => decl.fields[name]?.label.en ?? name;
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function listDescription(decl: ResourceDeclaration): string {
  const filterable = Object.entries(decl.fields).filter(([, f]) => filterOps(f).length > 0).map(([name]) => fieldLabel(decl, name));
  const parts = [`List ${lower(decl.label.en)}, a page at a time (page, size)`];
  if (decl.list.search.length) parts.push(`searched by keyword in ${list(decl.list.search.map((n) => fieldLabel(decl, n)))}`);
  if (filterable.length) parts.push(`with filters on ${list(filterable)}`);
  if (decl.list.sort) parts.push(`sorted by ${fieldLabel(decl, decl.list.sort.field)} (${decl.list.sort.order === 'DESC' ? 'newest or highest first' : 'ascending'}) unless sort and order say otherwise`);
  return `${parts.join(', ')}.`;
}

function linesWord(decl: ResourceDeclaration): string {
  return list(Object.values(decl.lines ?? {}).map((l) => lower(l.label.en)));
}

/** The generic routes every declaration has, keyed "METHOD path". */
function crudWords(decl: ResourceDeclaration): Map<string, OperationWords> {
  const one = lower(decl.recordLabel.en);
  const all = lower(decl.label.en);
  const base = decl.api.base;
  const words = new Map<string, OperationWords>([
    [`GET ${base}`, { summary: `List ${all}`, description: listDescription(decl) }],
    [`POST ${base}`, { summary: `Create ${article(one)}`, description: `Create ${article(one)} from its fields; an invalid field is a 400 naming it, a duplicate a 409.` }],
    [`GET ${base}/{id}`, { summary: `Read one ${one}`, description: `One ${one} by its id, with its version for a later update.` }],
    [`PUT ${base}/{id}`, { summary: `Update ${article(one)}`, description: `Change ${article(one)}'s fields at the version it was read at; a stale version is a 409.` }],
    [`DELETE ${base}/{id}`, { summary: `Delete ${article(one)}`, description: `Delete ${article(one)}; one still referenced elsewhere is a 409.` }],
  ]);
  if (decl.lines) {
    const lines = linesWord(decl);
    words.set(`GET ${base}/{id}/lines`, { summary: `Read one ${one} with its ${lines}` });
    words.set(`POST ${base}/lines`, { summary: `Create ${article(one)} with its ${lines}`, description: `The ${one} and all its ${lines} in one transaction, all or nothing.` });
    words.set(`PUT ${base}/{id}/lines`, { summary: `Save ${article(one)} with its ${lines}`, description: `The ${one} and all its ${lines} as sent, in one transaction, at the version read.` });
  }
  const io = importExportOf(decl);
  if (io.export) words.set(`GET ${base}/export`, { summary: `Export ${all} as a spreadsheet`, description: `The ${all} the list's keyword and filters select, as an .xlsx file.` });
  if (io.import) {
    words.set(`GET ${base}/template`, { summary: `Download the import template of ${all}`, description: 'An .xlsx file with the columns an import reads and an example row.' });
    words.set(`POST ${base}/import`, { summary: `Import ${all} from a spreadsheet`, description: 'Multipart field "file" (.xlsx or .csv). Every row is checked first: problems are named by spreadsheet row, and nothing is written unless all rows are good.' });
  }
  if (decl.snapshots) {
    words.set(`POST ${base}/snapshots`, { summary: `Take a dated snapshot of ${all}` });
    words.set(`GET ${base}/snapshots`, { summary: `List the snapshot dates of ${all}` });
    words.set(`GET ${base}/snapshots/{date}`, { summary: `${decl.label.en} as of a snapshot date` });
    words.set(`GET ${base}/snapshots/compare/{first}/{second}`, { summary: `Compare ${all} between two snapshot dates` });
  }
  return words;
}

/** Commands and transition groups, each described by its own label. */
function workflowWords(decl: ResourceDeclaration): Map<string, OperationWords> {
  const one = lower(decl.recordLabel.en);
  const words = new Map<string, OperationWords>();
  for (const [name, command] of commandsOf(decl)) {
    words.set(`${commandMethod(command)} ${openApiPath(commandRoute(decl, name, command))}`, { summary: `${command.label.en}: ${article(one)}`, description: `${command.label.en} one ${one} at the version read; the change is recorded in its history.` });
  }
  const stateField = decl.states ? (decl.fields[decl.states.field]?.label.en ?? decl.states.field) : '';
  for (const g of transitionGroups(decl)) {
    const moves = g.transitions.map(([, t]) => `${list(t.from)} → ${t.to}`);
    const label = g.group.label.en;
    words.set(`${groupMethod(g.group)} ${openApiPath(groupUrl(decl, g))}`, {
      summary: `${label}: ${g.group.bulk ? `one or more ${lower(decl.label.en)}` : article(one)}`,
      description: `${label} (${stateField} ${list(moves)}); body { items: [{ id, version }] }, all or none.`,
    });
  }
  return words;
}

/** Words of every operation the declarations explain, keyed "METHOD /path". */
export function declaredWords(resources: ResourceDeclaration[]): Map<string, OperationWords> {
  const words = new Map<string, OperationWords>();
  for (const decl of resources) for (const [key, w] of [...crudWords(decl), ...workflowWords(decl)]) words.set(key, w);
  return words;
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Submit', PUT: 'Change', DELETE: 'Remove', PATCH: 'Change' };

/** A route no declaration explains: named by the resource it sits under, else by its path's words. */
export function routeWords(resources: ResourceDeclaration[], method: string, path: string): OperationWords {
  const owner = resources.filter((d) => path.startsWith(`${d.api.base}/`)).sort((a, b) => b.api.base.length - a.api.base.length)[0];
  const rest = (owner ? path.slice(owner.api.base.length) : path.replace(/^\/api\/v\d+/, ''))
    .split('/')
    .filter((s) => s && !s.startsWith('{'))
    .map((s) => s.replace(/[-_]/g, ' '));
  const what = rest.join(' ');
  const verb = VERBS[method] ?? method;
  const byId = path.includes('{') ? ' of one record' : '';
  if (owner) return { summary: what ? `${owner.label.en}: ${what}${byId}` : `${owner.label.en}: ${verb.toLowerCase()} one record` };
  return { summary: `${verb} ${what || 'record'}${byId}` };
}

// Commands: named operations on one record with a declared effect (see CommandDeclaration). The
// server registers one route per command and the browser one button per placement, both from here.
import { optionLabel } from './fieldOf';
import { labelIn, wordIn } from './messages';
import type { AccessRule, CommandDeclaration, CommandRefusal, ResourceDeclaration } from './types';

export const commandsOf = (decl: ResourceDeclaration): [string, CommandDeclaration][] => Object.entries(decl.commands ?? {});

/** The command's own rule: its permissions (for writing), and the roles that open the screen. */
export const commandRule = (decl: ResourceDeclaration, command: CommandDeclaration): AccessRule => ({
  permissions: command.permissions,
  write: command.permissions,
  roles: decl.access.roles,
});

export const commandMethod = (command: CommandDeclaration) => command.method ?? 'POST';

const pathOf = (name: string, command: CommandDeclaration) => command.path ?? `{id}/${name}`;

/** Whether the call names its record in the body (`id`) because the spec's path holds no `{id}`. */
export const commandIdInBody = (name: string, command: CommandDeclaration) => !pathOf(name, command).includes('{id}');

/** The route in router form (`/api/v2/inventory-brand/:id/disable`). */
export const commandRoute = (decl: ResourceDeclaration, name: string, command: CommandDeclaration) => `${decl.api.base}/${pathOf(name, command).replace('{id}', ':id')}`;

/** The call for one record. */
export const commandUrl = (decl: ResourceDeclaration, name: string, command: CommandDeclaration, id: string | number) =>
  `${decl.api.base}/${pathOf(name, command).replace('{id}', encodeURIComponent(String(id)))}`;

/** Whether the record is in a state the command is offered in. */
export const commandOffered = (command: CommandDeclaration, record: Record<string, unknown>) =>
  Object.entries(command.when ?? {}).every(([field, value]) => record[field] === value);

/** Whether the record already holds the command's effect (running it again changes nothing). */
export const commandDone = (command: CommandDeclaration, record: Record<string, unknown>) =>
  !command.inputs?.length && Object.entries(command.set ?? {}).every(([field, value]) => record[field] === value);

/** The first declared refusal the record meets, with the words for its value, if any. */
export const commandRefusal = (decl: ResourceDeclaration, command: CommandDeclaration, record: Record<string, unknown>, locale: string) =>
  refusalOf(decl, command.refuse, record, locale);

/** The first of these refusals the record meets (commands and transitions declare them alike). */
export function refusalOf(decl: ResourceDeclaration, refusals: CommandRefusal[] | undefined, record: Record<string, unknown>, locale: string): string | undefined {
  for (const refusal of refusals ?? []) {
    const value = record[refusal.field];
    const hit = (refusal.in?.some((v) => String(v) === String(value)) ?? false) || (refusal.above !== undefined && Number(value ?? 0) > refusal.above);
    if (!hit) continue;
    const option = optionLabel(decl.fields[refusal.field], value);
    const words = option ? wordIn(option, locale) : String(value);
    return labelIn(refusal.message, locale).replaceAll('%{value}', words);
  }
  return undefined;
}

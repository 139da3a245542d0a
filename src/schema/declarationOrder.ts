// The declarations of every module, found rather than listed: collected from the modules' model
// exports and ordered by their references, so a table is created after the tables it references.
import type { ResourceDeclaration } from './types';

/** A declaration among a model module's exports (its other exports are constants, rules, helpers). */
export function isDeclaration(value: unknown): value is ResourceDeclaration {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Partial<ResourceDeclaration>;
  return typeof v.name === 'string' && typeof v.route === 'string' && !!v.api && !!v.fields && typeof v.fields === 'object';
}

/**
 * Every declaration among the modules' exported values (alone or in an array), once each, in the
 * given order. Two different declarations under one name are an error.
 */
export function collectDeclarations(values: readonly unknown[]): ResourceDeclaration[] {
  const byName = new Map<string, ResourceDeclaration>();
  for (const value of values) {
    for (const candidate of Array.isArray(value) ? value : [value]) {
      if (!isDeclaration(candidate)) continue;
      const seen = byName.get(candidate.name);
      if (seen && seen !== candidate) throw new Error(`declarations: "${candidate.name}" is declared twice`);
      byName.set(candidate.name, candidate);
    }
  }
  return [...byName.values()];
}

/** The declarations a declaration's own fields reference (not itself, not lines: line tables come last). */
export function referencesOf(decl: ResourceDeclaration): string[] {
  const names = new Set<string>();
  for (const field of Object.values(decl.fields)) {
    if ((field.kind === 'reference' || field.kind === 'multiReference') && field.reference !== decl.name) names.add(field.reference);
  }
  return [...names];
}

/**
 * The declarations with each after those it references, otherwise in the given order. A reference
 * to a name not declared is left to the declaration checks; a circle is an error naming it.
 */
export function orderByReferences(decls: readonly ResourceDeclaration[]): ResourceDeclaration[] {
  const byName = new Map(decls.map((d) => [d.name, d]));
  const done = new Set<string>();
  const path: string[] = [];
  const ordered: ResourceDeclaration[] = [];
  const visit = (decl: ResourceDeclaration) => {
    if (done.has(decl.name)) return;
    const at = path.indexOf(decl.name);
    if (at >= 0) throw new Error(`declarations: references go round in a circle: ${[...path.slice(at), decl.name].join(' -> ')}`);
    path.push(decl.name);
    for (const name of referencesOf(decl)) {
      const target = byName.get(name);
      if (target) visit(target);
    }
    path.pop();
    done.add(decl.name);
    ordered.push(decl);
  };
  for (const decl of decls) visit(decl);
  return ordered;
}

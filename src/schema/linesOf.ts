// Which lines a declaration has: plain reads, without yup, so the first page (the dataProvider) may use them.
import type { LinesDeclaration, ResourceDeclaration } from './types';

export const linesOf = (decl: ResourceDeclaration): [string, LinesDeclaration][] => Object.entries(decl.lines ?? {});

/** The collections edited as a grid in the record's form (and so read and saved with it); none when the module's own calls save them. */
export const gridLinesOf = (decl: ResourceDeclaration) => (decl.writtenByOwnCalls?.lines ? [] : linesOf(decl).filter(([, lines]) => lines.grid !== false));

export const lineColumns = (lines: LinesDeclaration) => lines.columns ?? Object.keys(lines.fields);

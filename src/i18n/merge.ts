// Deep merge of message trees (react-admin's, the app's, the resources'): later trees win.
import type { TranslationMessages } from 'ra-core';

type Tree = { [key: string]: Tree | string };

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergeMessages(base: TranslationMessages, ...more: object[]): TranslationMessages {
  const merge = (target: Tree, source: Tree): Tree => {
    const out: Tree = { ...target };
    for (const [key, value] of Object.entries(source)) {
      const existing = out[key];
      out[key] = isTree(value) && isTree(existing) ? merge(existing, value) : value;
    }
    return out;
  };
  let result = base as unknown as Tree;
  for (const tree of more) if (isTree(tree)) result = merge(result, tree);
  return result as unknown as TranslationMessages;
}

/** Every leaf key of a message tree, dotted ("ra.action.add"). */
export function messageKeys(tree: object, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) keys.push(...messageKeys(value, path));
    else keys.push(path);
  }
  return keys;
}

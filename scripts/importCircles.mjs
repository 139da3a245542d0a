// Import circles among the .ts/.tsx files under the given folders, counting every way one file loads
// another: static imports (type imports included), lazy import() and import.meta.glob (a lazily
// loaded screen importing its loader back is a circle too: issue 23). Usage:
//   node scripts/importCircles.mjs src server
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /^(?:import|export)\s+(?:type\s+)?[^'";]*?\s*from\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gms;
const GLOB = /\bimport\.meta\.glob\s*(?:<[^(]*>)?\s*\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;

/** The files an import.meta.glob pattern (relative, `*` within a segment) matches. */
export function globFiles(from, pattern) {
  let paths = [dirname(from)];
  for (const part of pattern.split('/')) {
    if (!part.includes('*')) { paths = paths.map((p) => resolve(p, part)).filter((p) => existsSync(p)); continue; }
    const re = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    paths = paths.flatMap((p) => (statSync(p).isDirectory() ? readdirSync(p).filter((e) => re.test(e)).map((e) => join(p, e)) : []));
  }
  return paths.filter((p) => statSync(p).isFile());
}

function sourceFiles(folder) {
  const out = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(path) && !path.endsWith('.d.ts')) out.push(resolve(path));
  }
  return out;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((s) => base + s).find((p) => existsSync(p) && statSync(p).isFile());
}

/** Each circle (a strongly connected group of two or more files), as paths relative to `root`. */
export function importCircles(folders, root = process.cwd()) {
  const graph = new Map();
  for (const file of folders.flatMap((f) => sourceFiles(resolve(root, f)))) {
    const deps = new Set();
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2] ?? m[3]);
      if (target) deps.add(target);
    }
    for (const m of text.matchAll(GLOB)) {
      for (const [, pattern] of m[1].matchAll(/['"]([^'"]+)['"]/g)) if (pattern.startsWith('.')) for (const target of globFiles(file, pattern)) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const stack = [], onStack = new Set(), indexOf = new Map(), low = new Map(), circles = [];
  const visit = (v) => {
    indexOf.set(v, index); low.set(v, index); index++; stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indexOf.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); group.push(relative(root, w)); } while (w !== v);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return circles;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(fileURLToPath(import.meta.url))) {
  const circles = importCircles(process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'server']);
  for (const c of circles) console.log(`circle of ${c.length}: ${c.join(', ')}`);
  console.log(`${circles.length} circles`);
}

// Import circles among the .ts/.tsx files under the given folders (type imports included, dynamic
// import() left out: a lazily loaded screen is not part of its importer's load). Usage:
//   node scripts/importCircles.mjs src server
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /^(?:import|export)\s+(?:type\s+)?[^'";]*?\s*from\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gms;

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
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target) deps.add(target);
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

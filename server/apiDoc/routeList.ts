// Every registered route, read from Fastify's own route tree (printRoutes), so hand-written
// features appear without being listed a second time.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** OpenAPI style: /api/v1/bg/{id}. */
  path: string;
}

const LINE = /^([│ ]*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?/u;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const depth = Math.floor([...m[1]].length / 4);
    stack.length = depth;
    stack.push(m[2]);
    if (!m[3]) continue;
    const path = stack.join('').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of m[3].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, path });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

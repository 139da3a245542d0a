// The readable /doc page: plain server-rendered HTML from the OpenAPI document (no scripts, no CDN).
import { inlinePagePolicy } from '../http/securityHeaders';

type Schema = Record<string, unknown>;
type Operation = { tags?: string[]; summary?: string; description?: string; parameters?: { name: string; in: string }[]; requestBody?: unknown };

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#222}
h1{font-size:22px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #ddd}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #e3e3e3;padding:4px 8px;text-align:left;vertical-align:top}code{font:12px ui-monospace,monospace}
.m{font-weight:700;font-family:ui-monospace,monospace}.get{color:#1b6e20}.post{color:#0b57a4}.put{color:#8a5a00}.delete{color:#b3261e}
nav a{margin-right:10px}`;

/** Its Content-Security-Policy: nothing but its own <style>, by hash. */
export const DOC_PAGE_POLICY = inlinePagePolicy({ styles: [STYLE] });

function operationRows(paths: Record<string, Record<string, Operation>>): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? 'api';
      const params = (op.parameters ?? []).map((p) => `<code>${escape(p.name)}</code> (${escape(p.in)})`).join(', ');
      const body = op.requestBody ? 'JSON body' : '';
      const row = `<tr><td class="m ${method}">${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape(op.summary)}${op.description ? `<br><small>${escape(op.description)}</small>` : ''}</td><td>${[params, body].filter(Boolean).join('; ')}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  return byTag;
}

function schemaTable(name: string, schema: Schema): string {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(props).map(([field, p]) => {
    const rules = ['x-maxBytes', 'minLength', 'minimum', 'maximum', 'enum', 'x-reference', 'readOnly', 'x-unique']
      .filter((k) => p[k] !== undefined)
      .map((k) => `${k.replace('x-', '')}: ${escape(Array.isArray(p[k]) ? (p[k] as unknown[]).join(' | ') : p[k])}`)
      .join('; ');
    return `<tr><td><code>${escape(field)}</code></td><td>${escape(p['x-kind'] ?? p.type)}</td><td>${required.has(field) ? 'yes' : ''}</td><td>${escape(p.title)} ${p.description ? `/ ${escape(p.description)}` : ''}</td><td>${rules}</td></tr>`;
  });
  return `<h3 id="schema-${escape(name)}">${escape(name)} — ${escape(schema.title)}</h3><table><tr><th>field</th><th>kind</th><th>required</th><th>label</th><th>validation</th></tr>${rows.join('')}</table>`;
}

export function renderDocHtml(doc: Schema, jsonHref: string): string {
  const info = doc.info as { title: string; version: string; description: string };
  const byTag = operationRows(doc.paths as Record<string, Record<string, Operation>>);
  const schemas = ((doc.components as Schema).schemas ?? {}) as Record<string, Schema>;
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, rows]) => `<h2>${escape(tag)}</h2><table><tr><th>method</th><th>path</th><th>what</th><th>parameters</th></tr>${rows.join('')}</table>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(info.title)}</title><style>${STYLE}</style></head><body>
<h1>${escape(info.title)} <small>${escape(info.version)}</small></h1><p>${escape(info.description)}</p>
<nav><a href="${escape(jsonHref)}">OpenAPI 3 JSON</a><a href="#schemas">Record schemas</a></nav>
${sections.join('\n')}
<h2 id="schemas">Record schemas</h2>${Object.entries(schemas).map(([n, s]) => schemaTable(n, s)).join('\n')}
</body></html>`;
}

export function renderDocRefusal(status: number, message: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>API documentation</title><style>${STYLE}</style></head><body><h1>API documentation</h1><p>${escape(message)}</p><p>HTTP ${status}</p></body></html>`;
}

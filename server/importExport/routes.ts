// GET base/export, GET base/template and POST base/import for a declaration that turns them on
// (`importExport`), with the list's access rule: reading to export, writing to import.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale, ResourceDeclaration } from '../../src/schema';
import { localeOf, requireAccess } from '../auth/guard';
import { parseListParams } from '../crud/listParams';
import type { CrudContext } from '../crud/routes';
import { guardOf } from '../fields/guard';
import { ApiError, ok } from '../http/errors';
import { takesFile } from '../http/multipartRoutes';
import { columnHeader, exportColumns, templateColumns, type FindDeclaration } from './columns';
import { exportRowCells } from './exportCells';
import { readExportRows } from './exportQuery';
import { importFile } from './importFile';
import { ieText } from './messages';
import { CONTENT_TYPES, writeCsv, writeXlsx, type Cell, type FileFormat } from './writeSheet';

export interface ImportExportContext extends CrudContext {
  resources: ResourceDeclaration[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `<resource>_YYYY_MM_DD.<ext>`: the spec's export name (document 3, section 9). */
export function exportFileName(decl: ResourceDeclaration, format: FileFormat, now = new Date()): string {
  return `${decl.name}_${now.getFullYear()}_${pad(now.getMonth() + 1)}_${pad(now.getDate())}.${format}`;
}

function formatOf(req: FastifyRequest): FileFormat {
  const raw = (req.query as Record<string, unknown>).format ?? 'xlsx';
  if (raw === 'xlsx' || raw === 'csv') return raw;
  const msg = ieText(localeOf(req), 'badFormat');
  throw new ApiError(400, msg, [{ field: 'format', message: msg }]);
}

function sendFile(reply: FastifyReply, name: string, format: FileFormat, data: Buffer) {
  // filename for old clients, filename* (RFC 5987) for any name that is not plain ASCII.
  const disposition = `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
  return reply.header('content-type', CONTENT_TYPES[format]).header('content-disposition', disposition).send(data);
}

function sheetFile(decl: ResourceDeclaration, columns: string[], rows: Cell[][], format: FileFormat, locale: Locale): Buffer {
  const header = columns.map((name) => columnHeader(decl, name, locale));
  return format === 'csv' ? writeCsv(header, rows) : writeXlsx(header, rows, locale === 'zh-CN' ? decl.label.zh : decl.label.en);
}

export function registerImportExportRoutes(app: FastifyInstance, decl: ResourceDeclaration, ctx: ImportExportContext) {
  if (!decl.importExport) return;
  const { db } = ctx;
  const base = decl.api.base;
  const byName = new Map(ctx.resources.map((r) => [r.name, r]));
  const find: FindDeclaration = (name) => byName.get(name);
  const guard = (action: 'read' | 'write') => async (req: FastifyRequest) => {
    await ctx.authenticate(req);
    requireAccess(req, decl.access, action, localeOf(req) === 'zh-CN' ? decl.label.zh : decl.label.en.toLowerCase());
  };

  if (decl.importExport.export) {
    app.get(`${base}/export`, { preHandler: guard('read') }, async (req, reply) => {
      const locale = localeOf(req);
      const format = formatOf(req);
      const params = parseListParams(decl, req.query as Record<string, unknown>, locale);
      // Field rights: no column, filter or sort of a field the caller may not see.
      const fields = guardOf(decl, req);
      fields.refuseQuery(params);
      const columns = fields.columns(exportColumns(decl));
      const rows = (await readExportRows(db, decl, params, find, locale, columns)).map(exportRowCells(decl, columns));
      return sendFile(reply, exportFileName(decl, format), format, sheetFile(decl, columns, rows, format, locale));
    });
  }

  if (decl.importExport.import) {
    app.get(`${base}/template`, { preHandler: guard('read') }, async (req, reply) => {
      const format = formatOf(req);
      const data = sheetFile(decl, guardOf(decl, req).columns(templateColumns(decl)), [], format, localeOf(req));
      return sendFile(reply, `${decl.name}_template.${format}`, format, data);
    });

    // One file, streamed and capped after the access check (server/http/multipartRoutes.ts).
    app.post(`${base}/import`, takesFile(guard('write')), async (req) => {
      const file = req.upload;
      if (!file) {
        const msg = ieText(localeOf(req), 'fileMissing');
        throw new ApiError(400, msg, [{ field: 'file', message: msg }]);
      }
      return ok(await importFile({ db, decl, find, file, user: req.user!, locale: localeOf(req), labelOfTable: (table) => ctx.labelOfTable(table, req) }));
    });
  }
}

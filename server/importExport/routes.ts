// GET base/export, GET base/template and POST base/import for a declaration that turns them on
// (`importExport`), with the list's access rule: reading to export, writing to import.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale, ResourceDeclaration } from '../../src/schema';
import { parseListParams } from '../records/listParams';
import { limitOf } from '../records/scope';
import type { CrudContext } from '../records/routes';
import { guardOf } from '../fields/guard';
import { ApiError, ok } from '../http/errors';
import { takesFile } from '../http/multipartRoutes';
import { access, type RouteAccess } from '../http/routeAccess';
import { exportColumns, templateColumns, type FindDeclaration } from './columns';
import { sheetRowCells } from './exportCells';
import { readExportRows } from './exportQuery';
import { importFile } from './importFile';
import { exampleReferenceKeys, exampleRow } from './templateExample';
import { ieText } from './messages';
import { sendWorkbook } from './sendWorkbook';
import { writeCsv, writeXlsx, type Cell, type FileFormat } from './writeSheet';
import { importExportOf, labelIn } from '../../src/schema';
import { exportSheetColumns, templateSheetColumns, type SheetColumn } from '../../src/schema/sheetColumns';

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
  const msg = ieText(req.locale, 'badFormat');
  throw new ApiError(400, msg, [{ field: 'format', message: msg }]);
}

interface SheetFileInput {
  decl: ResourceDeclaration;
  columns: SheetColumn[];
  rows: Cell[][];
  format: FileFormat;
  locale: Locale;
  /** A template: drop-downs of the enums' labels, and a note on its example row. */
  template?: boolean;
}

function sheetFile({ decl, columns, rows, format, locale, template }: SheetFileInput): Buffer {
  const header = columns.map((c) => c.header);
  if (format === 'csv') return writeCsv(header, rows);
  return writeXlsx(header, rows, labelIn(decl.label, locale), {
    formats: columns.map((c) => c.format),
    ...(template ? { allowed: columns.map((c) => c.allowed), note: { row: 0, text: ieText(locale, 'exampleNote') } } : {}),
  });
}

export function registerImportExportRoutes(app: FastifyInstance, decl: ResourceDeclaration, ctx: ImportExportContext) {
  const switches = importExportOf(decl);
  const { db } = ctx;
  const base = decl.api.base;
  const byName = new Map(ctx.resources.map((r) => [r.name, r]));
  const find: FindDeclaration = (name) => byName.get(name);
  const rule = (action: 'read' | 'write'): RouteAccess => ({ rule: decl.access, action, what: decl.label });

  if (switches.export) {
    app.get(`${base}/export`, access(rule('read')), async (req, reply) => {
      const locale = req.locale;
      const format = formatOf(req);
      const params = parseListParams(decl, req.query as Record<string, unknown>, locale);
      // Field rights: no column, filter or sort of a field the caller may not see.
      const fields = guardOf(decl, req);
      fields.refuseQuery(params);
      const names = fields.columns(exportColumns(decl));
      const columns = exportSheetColumns(decl, names, { locale, find, idHeader: ieText(locale, 'idHeader') });
      const rows = (await readExportRows(db, decl, params, find, locale, names, limitOf(decl, req))).map(sheetRowCells(decl, columns, locale));
      return sendWorkbook(reply, exportFileName(decl, format), sheetFile({ decl, columns, rows, format, locale }), format);
    });
  }

  if (switches.import) {
    app.get(`${base}/template`, access(rule('read')), async (req, reply) => {
      const format = formatOf(req);
      const locale = req.locale;
      const names = guardOf(decl, req).columns(templateColumns(decl));
      const columns = templateSheetColumns(decl, names, { locale, find, idHeader: ieText(locale, 'idHeader') });
      const keys = await exampleReferenceKeys(db, decl, names, find, req.user);
      const data = sheetFile({ decl, columns, rows: [exampleRow(decl, columns, locale, keys)], format, locale, template: true });
      return sendWorkbook(reply, `${decl.name}_template.${format}`, data, format);
    });

    // One file, streamed and capped after the access check (server/http/multipartRoutes.ts).
    app.post(`${base}/import`, takesFile(rule('write')), async (req) => {
      const file = req.upload;
      if (!file) {
        const msg = ieText(req.locale, 'fileMissing');
        throw new ApiError(400, msg, [{ field: 'file', message: msg }]);
      }
      return ok(await importFile({ db, decl, find, file, user: req.user!, limit: limitOf(decl, req), locale: req.locale, labelOfTable: (table) => ctx.labelOfTable(table, req) }));
    });
  }
}

// The dataProvider for services that speak the contract (docs/api-contract.md): page/size lists,
// the code-0 envelope, multipart creation, versioned updates.
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { MAX_PAGE_SIZE } from '../config';
import { gridLinesOf } from '../schema/linesOf';
import type { ResourceDeclaration } from '../schema/types';
import { hasFiles, toFormData, toUpdateBody } from './body';
import { declarationFor } from './declarations';
import { unwrapList, unwrapRecord, type ListPage } from './envelope';
import { requestJson, type DownloadedFile } from './http';
import { listQuery, pageWindow, type ListParams } from './params';
import { importExport, type ExportParams, type ImportParams, type ImportResult } from './importExport';


const recordPath = (decl: ResourceDeclaration, id: Identifier) => `${decl.api.base}/${encodeURIComponent(String(id))}`;

/** A record edited with its lines in the form is read and saved with them (server/crud/lines.ts). */
const withLines = (decl: ResourceDeclaration) => gridLinesOf(decl).length > 0;

async function fetchList<R extends RaRecord>(decl: ResourceDeclaration, params: ListParams, signal?: AbortSignal): Promise<ListPage<R>> {
  const { page = 1, perPage = 20 } = params.pagination ?? {};
  const window = pageWindow(page, perPage, MAX_PAGE_SIZE);
  if (window.pages.length === 1) {
    return unwrapList<R>(await requestJson(decl.api.base, { query: listQuery(decl, params), signal }));
  }
  const rows: R[] = [];
  let total = 0;
  for (const p of window.pages) {
    const query = listQuery(decl, { ...params, pagination: { page: p, perPage: window.size } });
    const answer = unwrapList<R>(await requestJson(decl.api.base, { query, signal }));
    rows.push(...answer.data);
    total = answer.total;
    if (answer.data.length < window.size) break; // the last page
  }
  return { data: rows.slice(window.skip, window.skip + perPage), total };
}

async function fetchMany<R extends RaRecord>(decl: ResourceDeclaration, ids: Identifier[], signal?: AbortSignal): Promise<R[]> {
  const rows: R[] = [];
  // `size` must cover the ids: the server's default page (20) would cut the answer short.
  for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
    const chunk = ids.slice(i, i + MAX_PAGE_SIZE);
    const query = { ids: chunk.map(String).join(','), page: '1', size: String(chunk.length) };
    rows.push(...unwrapList<R>(await requestJson(decl.api.base, { query, signal })).data);
  }
  return rows;
}

async function updateOne<R extends RaRecord>(decl: ResourceDeclaration, id: Identifier, data: Record<string, unknown>, previous?: RaRecord): Promise<R> {
  const body = toUpdateBody(data, previous);
  if (withLines(decl)) return unwrapRecord<R>(await requestJson(`${recordPath(decl, id)}/lines`, { method: 'PUT', body }));
  const payload = hasFiles(body) ? toFormData(body, { nullAsEmpty: true }) : body;
  return unwrapRecord<R>(await requestJson(recordPath(decl, id), { method: 'PUT', body: payload }));
}

async function deleteOne(decl: ResourceDeclaration, id: Identifier, reason?: unknown): Promise<void> {
  const body = typeof reason === 'string' && reason ? { reason } : undefined;
  await requestJson(recordPath(decl, id), { method: 'DELETE', body });
}

/** Custom methods besides react-admin's: `useDataProvider().importFile(resource, { file })`. */
export interface ContractDataProvider extends DataProvider {
  importFile: (resource: string, params: ImportParams) => Promise<ImportResult>;
  exportFile: (resource: string, params: ExportParams) => Promise<DownloadedFile>;
}

export const contractProvider: ContractDataProvider = {
  supportAbortSignal: true,

  getList: async <R extends RaRecord>(resource: string, params: ListParams & { signal?: AbortSignal }) =>
    fetchList<R>(await declarationFor(resource), params, params.signal),

  getOne: async <R extends RaRecord>(resource: string, params: { id: Identifier; signal?: AbortSignal }) => {
    const decl = await declarationFor(resource);
    const path = withLines(decl) ? `${recordPath(decl, params.id)}/lines` : recordPath(decl, params.id);
    return { data: unwrapRecord<R>(await requestJson(path, { signal: params.signal })) };
  },

  getMany: async <R extends RaRecord>(resource: string, params: { ids: Identifier[]; signal?: AbortSignal }) => ({
    data: await fetchMany<R>(await declarationFor(resource), params.ids, params.signal),
  }),

  getManyReference: async <R extends RaRecord>(resource: string, params: ListParams & { target: string; id: Identifier; signal?: AbortSignal }) =>
    fetchList<R>(await declarationFor(resource), { ...params, filter: { ...params.filter, [params.target]: params.id } }, params.signal),

  create: async <R extends RaRecord>(resource: string, params: { data: Record<string, unknown> }) => {
    const decl = await declarationFor(resource);
    if (withLines(decl)) return { data: unwrapRecord<R>(await requestJson(`${decl.api.base}/lines`, { method: 'POST', body: toUpdateBody(params.data) })) };
    return { data: unwrapRecord<R>(await requestJson(decl.api.base, { method: 'POST', body: toFormData(params.data) })) };
  },

  update: async <R extends RaRecord>(resource: string, params: { id: Identifier; data: Record<string, unknown>; previousData?: RaRecord }) => ({
    data: await updateOne<R>(await declarationFor(resource), params.id, params.data, params.previousData),
  }),

  // Each record needs its own current version, so the records are read first.
  updateMany: async (resource: string, params: { ids: Identifier[]; data: Record<string, unknown> }) => {
    const decl = await declarationFor(resource);
    const current = await fetchMany<RaRecord>(decl, params.ids);
    const updated: Identifier[] = [];
    for (const record of current) {
      await updateOne(decl, record.id, { ...params.data, version: record.version }, record);
      updated.push(record.id);
    }
    return { data: updated };
  },

  delete: async <R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R; meta?: { reason?: unknown } }) => {
    await deleteOne(await declarationFor(resource), params.id, params.meta?.reason);
    return { data: (params.previousData ?? { id: params.id }) as R };
  },

  deleteMany: async (resource: string, params: { ids: Identifier[]; meta?: { reason?: unknown } }) => {
    const decl = await declarationFor(resource);
    for (const id of params.ids) await deleteOne(decl, id, params.meta?.reason);
    return { data: params.ids };
  },

  importFile: async (resource, params) => importExport(await declarationFor(resource)).importFile(params),
  exportFile: async (resource, params) => importExport(await declarationFor(resource)).exportFile(params),
};

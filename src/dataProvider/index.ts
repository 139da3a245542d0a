// The app's dataProvider: each react-admin resource (a spec route) goes to its declaration's
// service, in the contract's dialect or, for `api.style: 'simple-rest'`, ra-data-simple-rest's.
import type { DataProvider } from 'ra-core';
import { contractProvider, type ContractDataProvider } from './contractProvider';
import { findDeclaration } from './declarations';
import { simpleRestTarget } from './simpleRest';

const STANDARD_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type StandardMethod = (typeof STANDARD_METHODS)[number];

type Call = (resource: string, params: unknown) => Promise<unknown>;

/** Routes one standard method; async so that an unknown resource rejects instead of throwing. */
function routed(method: StandardMethod): Call {
  return async (resource, params) => {
    // The declarations load with the first call, not with the first page (the composition root's loader).
    const decl = await findDeclaration(resource);
    if (decl?.api.style === 'simple-rest') {
      const target = simpleRestTarget(decl);
      return (target.provider[method] as Call)(target.resource, params);
    }
    return (contractProvider[method] as Call)(resource, params);
  };
}

function compose(): ContractDataProvider {
  const provider: Record<string, unknown> = { ...contractProvider };
  for (const method of STANDARD_METHODS) provider[method] = routed(method);
  return provider as ContractDataProvider;
}

export const dataProvider: ContractDataProvider = compose();
export default dataProvider;

export type { ContractDataProvider, DataProvider };
export { declarationFor, setDeclarationLoader, type DeclarationLoader } from './declarations';
export { setRequestLocale, requestLocale, requestHeaders } from './headers';
export { requestJson, requestFile, buildUrl, send, type RequestOptions, type QueryParams, type DownloadedFile } from './http';
export { unwrapData, unwrapList, unwrapRecord } from './envelope';
export { filterKey, filterQuery, listQuery, parseFilterKey, rangeKey, FilterError, type ListParams } from './params';
export { toFormData, toUpdateBody, hasFiles } from './body';
export { exportFileName, postWithProgress, type ImportParams, type ImportResult, type ExportParams } from './importExport';
export { answerError, TOKEN_EXPIRED, type ApiErrorBody, type ApiFieldError, type FormErrors } from './errors';
export { STORAGE_KEYS, readStored, writeStored, removeStored } from './storage';

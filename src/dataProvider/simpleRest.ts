// Services declared with `api.style: 'simple-rest'` speak ra-data-simple-rest's dialect. Their
// react-admin resource name (a spec route) differs from the API path, so each declaration gets a
// provider rooted at the parent of its base, called with the base's last segment.
import type { DataProvider } from 'ra-core';
import { fetchUtils, HttpError } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiUrl, HTTP_TIMEOUT_MS } from '../config';
import type { ResourceDeclaration } from '../schema/types';
import { answerError } from './errors';
import { requestHeaders } from './headers';

/** fetchJson with our headers, the 5-minute timeout and the same error catalogue as the contract. */
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = requestHeaders();
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, signal: options.signal ?? AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (e) {
    if (e instanceof HttpError) throw answerError(e.status, e.message, e.body);
    throw e;
  }
};

const providers = new Map<string, DataProvider>();

export interface SimpleRestTarget {
  provider: DataProvider;
  /** The resource name ra-data-simple-rest appends to its root. */
  resource: string;
}

export function simpleRestTarget(decl: ResourceDeclaration): SimpleRestTarget {
  const base = decl.api.base.replace(/\/+$/, '');
  const cut = base.lastIndexOf('/');
  const root = apiUrl(base.slice(0, cut));
  let provider = providers.get(root);
  if (!provider) {
    provider = simpleRestProvider(root, httpClient);
    providers.set(root, provider);
  }
  return { provider, resource: base.slice(cut + 1) };
}

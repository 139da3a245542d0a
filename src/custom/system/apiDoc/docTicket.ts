// The address of the API documentation with a one-minute ticket (POST /api/v1/doc/ticket): /doc is
// opened by a plain navigation, which cannot carry the bearer header, and a session token in a URL
// would leak into history and logs.
import { buildUrl, requestJson, unwrapData } from '../../../dataProvider';

export const API_DOC_PERMISSION = 'api-doc';

export async function ticketedDocUrl(): Promise<string> {
  const { url } = unwrapData(await requestJson('/api/v1/doc/ticket', { method: 'POST' })) as { url: string };
  return buildUrl(url);
}

// The one download helper for generated sheets: content type per format, and an attachment header
// whose filename* carries any name (RFC 5987) while filename stays plain ASCII.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sendWorkbook } from '../../../server/importExport/sendWorkbook';
import { uploadTypeOf } from '../../../server/importExport/uploadCheck';
import { CONTENT_TYPES } from '../../../server/importExport/writeSheet';

describe('sendWorkbook', () => {
  it('names an ASCII file the same in both parameters', () => {
    expect(attachmentDisposition('direct_DS-1.xlsx')).toBe(`attachment; filename="direct_DS-1.xlsx"; filename*=UTF-8''direct_DS-1.xlsx`);
  });

  it('keeps a Chinese name, quotes and RFC 5987 reserved characters in filename* only', () => {
    const d = attachmentDisposition(`送货单 "1" (a)'*.xlsx`);
    expect(d).toBe(`attachment; filename="___ _1_ (a)'*.xlsx"; filename*=UTF-8''%E9%80%81%E8%B4%A7%E5%8D%95%20%221%22%20%28a%29%27%2A.xlsx`);
    expect(decodeURIComponent(d.split("UTF-8''")[1])).toBe(`送货单 "1" (a)'*.xlsx`);
  });

  it('answers the bytes with the type of the format, xlsx unless told', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) => sendWorkbook(reply, '报表.xlsx', Buffer.from('PK')));
    app.get('/c', (_req, reply) => sendWorkbook(reply, 'a.csv', Buffer.from('a'), 'csv'));
    const x = await app.inject({ method: 'GET', url: '/x' });
    expect([x.headers['content-type'], x.headers['content-disposition'], x.body]).toEqual([CONTENT_TYPES.xlsx, attachmentDisposition('报表.xlsx'), 'PK']);
    const c = await app.inject({ method: 'GET', url: '/c' });
    expect(c.headers['content-type']).toBe(CONTENT_TYPES.csv);
    await app.close();
  });
});

describe('uploadTypeOf', () => {
  it('gives the type the upload rule wants for a name, by its extension', () => {
    expect(['a.XLSX', 'b.xls', 'c.csv', 'd.pdf', 'e'].map(uploadTypeOf)).toEqual([CONTENT_TYPES.xlsx, 'application/vnd.ms-excel', 'text/csv', 'application/octet-stream', 'application/octet-stream']);
  });
});

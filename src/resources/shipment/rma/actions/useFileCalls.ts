// Uploading one file to a record's upload call and downloading a stored one, with the notices.
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { requestFile, requestJson } from '../../../../dataProvider/http';
import { saveFile } from '../../../../views/importExport/saveFile';

export function useFileCalls() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : String(err), { type: 'error' });

  async function upload(path: string, file: File, done: string) {
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      await requestJson(path, { method: 'POST', body });
      notify(done, { type: 'success' });
      refresh();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function download(path: string, fallback: string) {
    try {
      const file = await requestFile(path, {}, fallback);
      saveFile(file.blob, file.filename);
    } catch (err) {
      fail(err);
    }
  }

  return { busy, upload, download };
}

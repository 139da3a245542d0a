// /my/asn/orders/createFromImport: a spreadsheet of items read by the server (rows it cannot use are
// listed in R22's words), allocated automatically, then adjusted and saved in the editor.
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Title, useNotify, useTranslate } from 'react-admin';
import { AsnEditor } from './AsnEditor';
import { importSheet } from './editorApi';
import { useAsnEditor } from './useAsnEditor';

const T = 'screens.asn_editor';

const rowsOf = (e: unknown): string[] => {
  const details = e instanceof HttpError ? (e.body as { details?: { message: string }[] } | undefined)?.details : undefined;
  return details?.map((d) => d.message) ?? [];
};

export default function CreateFromImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const c = useAsnEditor();
  const [loaded, setLoaded] = useState(false);
  const [rows, setRows] = useState<string[]>([]);
  const read = useMutation({
    mutationFn: importSheet,
    onSuccess: (answer) => { c.load(answer.orders, answer.groups.flatMap((g) => g.items)); setLoaded(true); setRows([]); },
    onError: (e: Error) => { setRows(rowsOf(e)); notify(e.message, { type: 'error', multiLine: true }); },
  });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.importTitle`)} />
      <CardContent>
        <Stack spacing={2} useFlexGap>
          <Typography variant="body2">{translate(`${T}.importHelp`)}</Typography>
          <Button component="label" variant="outlined" disabled={read.isPending} sx={{ alignSelf: 'flex-start' }}>
            {translate(`${T}.importChoose`)}
            <input hidden type="file" accept=".xlsx,.xls,.csv" aria-label={translate(`${T}.importChoose`)} onChange={(e) => { const f = e.target.files?.[0]; if (f) read.mutate(f); e.target.value = ''; }} />
          </Button>
          {rows.length > 0 && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
              <strong>{translate(`${T}.importRows`)}</strong>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>{rows.map((m, i) => <li key={i}>{m}</li>)}</Box>
            </Alert>
          )}
          {loaded && <AsnEditor c={c} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

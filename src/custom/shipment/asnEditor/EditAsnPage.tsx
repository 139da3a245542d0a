// /my/asn/orders/edit/{id}: the supplier's draft (or price-rejected ASN) reopened in the editor, its
// bags as saved and its parts' stock now, saved with its version (then submitted).
// /my/asn/orders/modify/{id}: a submitted, audited or approved ASN reopened the same way; what is
// sent is a change request the modify audit agrees or refuses, with the reason given.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { AsnEditor } from './AsnEditor';
import { asnToEdit } from './editorApi';
import { asnDetailPath, useAsnEditor } from './useAsnEditor';

const T = 'screens.asn_editor';

function ReopenedAsn({ modify }: { modify: boolean }) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const c = useAsnEditor();
  const { loadAsn } = c;
  // Read once: a refetch would put the saved ASN over what is being typed.
  const { data, error } = useQuery({ queryKey: ['asn-edit', id, modify], queryFn: ({ signal }) => asnToEdit(id, modify, signal), staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  useEffect(() => { if (data) loadAsn(data); }, [data, loadAsn]);
  const title = translate(`${T}.${modify ? 'modifyTitle' : 'editTitle'}`, { no: data?.invoice_no ?? '' });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Stack spacing={2} useFlexGap>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button label={`${T}.backToAsn`} component={Link} to={/^\d+$/.test(id) ? asnDetailPath(Number(id)) : '/my/asn/orders'}><ArrowBackIcon /></Button>
            <Typography variant="h5" component="h1">{title}</Typography>
          </Stack>
          {modify && <Typography variant="body2">{translate(`${T}.modifyHelp`)}</Typography>}
          {error && <Alert severity="error">{error.message}</Alert>}
          {!data && !error && <PageLoading />}
          {data && c.target && <AsnEditor c={c} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function EditAsnPage() {
  return <ReopenedAsn modify={false} />;
}

export function ModifyAsnPage() {
  return <ReopenedAsn modify />;
}

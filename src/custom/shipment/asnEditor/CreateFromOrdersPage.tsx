// /my/asn/orders/create: choose open orders, then prepare the ASN in the editor.
import { Button, Card, CardContent, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { AsnOpenOrder } from '../../../resources/shipment/asn/model/editorContract';
import { AsnEditor } from './AsnEditor';
import { inventoriesOf } from './editorApi';
import { OrderPicker } from './OrderPicker';
import { useAsnEditor } from './useAsnEditor';

const T = 'screens.asn_editor';

export default function CreateFromOrdersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const c = useAsnEditor();
  const [picking, setPicking] = useState(true);
  const load = useMutation({
    mutationFn: (orders: AsnOpenOrder[]) => inventoriesOf(orders.map((o) => o.id)),
    onSuccess: (answer) => { c.load(answer.orders, answer.groups.flatMap((g) => g.items)); setPicking(false); },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.createTitle`)} />
      <CardContent>
        {picking ? (
          <OrderPicker onUse={(orders) => load.mutate(orders)} busy={load.isPending} />
        ) : (
          <Stack spacing={2} useFlexGap>
            <Button size="small" onClick={() => setPicking(true)} sx={{ alignSelf: 'flex-start' }}>{translate(`${T}.changeOrders`)}</Button>
            <AsnEditor c={c} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

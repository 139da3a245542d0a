// Headless logic of the import preview (/my/myRFQs/RFQPreview): the sheet is checked by the server
// (nothing written), its rows and problems shown; once every row is fine and the head is filled, one
// call creates the draft RFQ with those lines and the screen opens it in stage 0.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { RfqPreview } from '../../../resources/management/rfq/types';
import { createDraft, findCustomers, previewSheet, type CustomerOption } from '../../../resources/management/rfq/rfqApi';

const T = 'screens.rfq';

export function useRfqPreviewController() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<RfqPreview>();
  const [rfqNo, setRfqNo] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [dueDate, setDueDate] = useState('');
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [search, setSearch] = useState('');
  const customers = useQuery({ queryKey: ['rfq', 'customers', search], queryFn: () => findCustomers(search) });
  const onError = (e: Error) => notify(e.message, { type: 'error', multiLine: true });
  const parse = useMutation({ mutationFn: previewSheet, onSuccess: setPreview, onError });
  const create = useMutation({
    mutationFn: () => createDraft({ rfq_no: rfqNo.trim(), customer_id: customer?.id ?? null, currency, due_date: dueDate || null }, preview!.rows),
    onSuccess: (r) => {
      notify(`${T}.done.create`, { type: 'success', messageArgs: { no: rfqNo.trim().toUpperCase() } });
      navigate(`/my/myRFQs/${r.stage}/${r.id}`);
    },
    onError,
  });
  return {
    preview,
    bad: preview?.rows.filter((r) => r.problems.length).length ?? 0,
    busy: parse.isPending || create.isPending,
    parse: (file: File) => parse.mutate(file),
    rfqNo, setRfqNo, currency, setCurrency, dueDate, setDueDate, customer, setCustomer, setSearch,
    customerOptions: customers.data ?? [],
    canCreate: Boolean(preview?.valid && rfqNo.trim() && customer),
    create: () => create.mutate(),
  };
}

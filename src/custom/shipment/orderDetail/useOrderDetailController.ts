// Headless logic of the order detail screen (`<orders>/{id}/{type}`): the order with the collection the
// tab shows, and the actions on it: lock/unlock an item, shift part of an item to a sales order, bind
// the order to a forecast, ask to bind it to sales orders (reviewed in the message centre), files.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { saveFile } from '../../../views/importExport/saveFile';
import {
  bindForecast, deleteFile, downloadFile, fetchCandidates, fetchOrder, lockItem, ORDER_KEY, ORDER_TYPES, requestBinding, shiftItem, uploadFile,
  type OrderFile, type OrderType,
} from './orderApi';

const T = 'screens.customer_order';

export const isOrderType = (t: string | undefined): t is OrderType => (ORDER_TYPES as readonly string[]).includes(t ?? '');

export function useOrderDetailController(id: string, type: OrderType) {
  const notify = useNotify();
  const client = useQueryClient();
  const order = useQuery({ queryKey: [...ORDER_KEY, id, type], queryFn: ({ signal }) => fetchOrder(id, type, signal) });
  const candidates = useQuery({ queryKey: [...ORDER_KEY, id, 'candidates'], queryFn: ({ signal }) => fetchCandidates(id, signal), enabled: type === 'items' || type === 'bindings' });
  const refresh = () => client.invalidateQueries({ queryKey: [...ORDER_KEY, id] });
  /** A call that reloads the order after it and tells the user how it went. */
  const useAction = <A,>(run: (arg: A) => Promise<unknown>, done: string) =>
    useMutation({
      mutationFn: run,
      onSuccess: () => {
        notify(`${T}.done.${done}`, { type: 'success' });
        return refresh();
      },
      onError: (e: Error) => notify(e.message, { type: 'error' }),
    });
  const lock = useAction((a: { itemId: number; locked: boolean }) => lockItem(a.itemId, a.locked), 'lock');
  const shift = useAction((a: { itemId: number; soId: number; qty: number; confirmCurrency: boolean }) => shiftItem(a.itemId, a.soId, a.qty, a.confirmCurrency), 'shift');
  const forecast = useAction((code: string) => bindForecast(id, code), 'forecast');
  const binding = useAction((soIds: number[]) => requestBinding(id, soIds), 'binding');
  const upload = useAction((file: File) => uploadFile(id, file), 'upload');
  const remove = useAction((fileId: number) => deleteFile(fileId), 'deleteFile');
  const download = useMutation({ mutationFn: (file: OrderFile) => downloadFile(file), onSuccess: (f) => saveFile(f.blob, f.filename), onError: (e: Error) => notify(e.message, { type: 'error' }) });
  return {
    order: order.data,
    loading: order.isPending,
    error: order.error,
    candidates: candidates.data ?? [],
    busy: [lock, shift, forecast, binding, upload, remove].some((m) => m.isPending),
    setLocked: (itemId: number, locked: boolean) => lock.mutate({ itemId, locked }),
    shift: (itemId: number, soId: number, qty: number, confirmCurrency = false) => shift.mutateAsync({ itemId, soId, qty, confirmCurrency }),
    bindForecast: (code: string) => forecast.mutate(code.trim()),
    requestBinding: (soIds: number[]) => binding.mutate(soIds),
    upload: (file: File) => upload.mutate(file),
    deleteFile: (fileId: number) => remove.mutate(fileId),
    download: (file: OrderFile) => download.mutate(file),
  };
}

export type OrderDetailController = ReturnType<typeof useOrderDetailController>;

// After a create or an update: the notice naming the record, then its show page (react-admin's own
// success handler says "Element created"; a mutation's onSuccess replaces it whole).
import { useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../schema';
import { useRecordNotice } from './useRecordNotice';

export function useSavedRedirect(decl: ResourceDeclaration, done: 'created' | 'updated') {
  const notice = useRecordNotice(decl);
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: (record: RaRecord) => {
      notice(done, record);
      redirect('show', resource, record.id, record);
    },
  };
}

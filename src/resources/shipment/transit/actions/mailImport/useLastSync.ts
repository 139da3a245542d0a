// The last notice file synced from one supplier (GET /api/v2/pdc/importFiti/sync-mail), shown in the dialog.
import { useQuery } from '@tanstack/react-query';
import type { MailSync } from '../../model/wire';
import { unwrapData } from '../../../../../dataProvider/envelope';
import { requestJson } from '../../../../../dataProvider/http';
import type { ResourceDeclaration } from '../../../../../schema';

export function useLastSync(decl: ResourceDeclaration, source: string | undefined): MailSync | undefined {
  const { data } = useQuery({
    queryKey: ['pdc-mail-sync', source],
    enabled: source !== undefined,
    queryFn: async ({ signal }) =>
      (unwrapData(await requestJson(`${decl.api.base}/importFiti/sync-mail`, { query: { source: source!, size: '1' }, signal })) as { list: MailSync[] }).list[0] ?? null,
  });
  return data ?? undefined;
}

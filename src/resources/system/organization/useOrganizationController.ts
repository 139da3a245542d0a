// The organization screen's logic: the tree and users (GET /api/v2/organization), the selected
// unit, adding a unit (POST) and placing users in it (POST …/user).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';
import { ORGANIZATION_BASE, type OrganizationAnswer, type OrgUnit } from './model/wire';

export function useOrganizationController() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [selectedId, setSelectedId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const data = useQuery({ queryKey: ['organization'], queryFn: async ({ signal }) => unwrapData(await requestJson(ORGANIZATION_BASE, { signal })) as OrganizationAnswer });
  const units = data.data?.list ?? [];
  const users = data.data?.users ?? [];
  const selected = units.find((u) => u.id === selectedId) ?? units.find((u) => u.parent_id === null);

  async function send(path: string, body: Record<string, unknown>, done: string): Promise<unknown> {
    setBusy(true);
    try {
      const answer = unwrapData(await requestJson(path, { method: 'POST', body }));
      notify(translate(`screens.organization.${done}`), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['organization'] });
      return answer;
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return {
    units,
    users,
    selected,
    select: setSelectedId,
    children: (id: number | null) => units.filter((u) => u.parent_id === id),
    members: selected ? users.filter((u) => u.org_id === selected.id) : [],
    busy,
    loading: data.isLoading,
    error: data.error ? String(data.error instanceof Error ? data.error.message : data.error) : undefined,
    addUnit: async (body: Record<string, unknown>) => {
      const made = (await send(ORGANIZATION_BASE, body, 'unit_added')) as OrgUnit | undefined;
      if (made) setSelectedId(made.id);
      return Boolean(made);
    },
    assign: (orgId: number, userIds: number[], mode: 'add' | 'set') => send(`${ORGANIZATION_BASE}/user`, { org_id: orgId, user_ids: userIds, mode }, 'users_saved'),
  };
}

export type OrganizationController = ReturnType<typeof useOrganizationController>;

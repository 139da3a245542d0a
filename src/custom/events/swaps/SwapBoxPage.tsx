// The frame both swap screens share: a title, a toolbar, two tabs (swaps between forecast items,
// ESD swaps) each with its table and pages.
import { Alert, Box, Card, Tab, TablePagination, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import type { EsdSwapRow, SwapRow } from '../../../resources/distribute/swap/model/wire';
import { EsdTable, SwapTable } from './SwapTables';
import type { useSwapLists } from './useSwapLists';

interface Props {
  title: string;
  lists: ReturnType<typeof useSwapLists>;
  toolbar?: ReactNode;
  swapActions: (r: SwapRow) => ReactNode;
  esdActions: (r: EsdSwapRow) => ReactNode;
  children?: ReactNode;
}

export function SwapBoxPage({ title, lists, toolbar, swapActions, esdActions, children }: Props) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'item' | 'esd'>('item');
  const q = tab === 'item' ? lists.swaps : lists.esd;
  const page = tab === 'item' ? lists.page : lists.esdPage;
  const setPage = tab === 'item' ? lists.setPage : lists.setEsdPage;
  const tabLabel = (key: 'item' | 'esd', total: number | undefined) => `${translate(`screens.swaps.tab_${key}`)}${total !== undefined ? ` (${total})` : ''}`;
  return (
    <Card sx={{ mt: 2, p: 2 }} component="section" aria-label={title}>
      <Title title={title} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>{toolbar}</Box>
      <Tabs value={tab} onChange={(_, v) => setTab(v)}>
        <Tab value="item" label={tabLabel('item', lists.swaps.data?.total)} />
        <Tab value="esd" label={tabLabel('esd', lists.esd.data?.total)} />
      </Tabs>
      {q.error ? <Alert severity="error">{q.error instanceof Error ? q.error.message : String(q.error)}</Alert> : null}
      {q.isPending ? <PageLoading /> : null}
      <Box sx={{ overflowX: 'auto' }}>
        {tab === 'item' && lists.swaps.data ? <SwapTable rows={lists.swaps.data.list} actions={swapActions} label={tabLabel('item', undefined)} /> : null}
        {tab === 'esd' && lists.esd.data ? <EsdTable rows={lists.esd.data.list} actions={esdActions} label={tabLabel('esd', undefined)} /> : null}
      </Box>
      {q.data && q.data.total > 20 ? (
        <TablePagination component="div" count={q.data.total} page={page - 1} rowsPerPage={20} rowsPerPageOptions={[20]} onPageChange={(_, p) => setPage(p + 1)} />
      ) : null}
      {children}
    </Card>
  );
}

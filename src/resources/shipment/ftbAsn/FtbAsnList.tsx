// /shipment/ship/ftbManagement: the generic list of FTB ASNs and, for view-ftb-maxout, the maxout
// view beside it (items priced below their maxout price); the list's report file for every reader.
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { currentUser } from '../../../authProvider/user';
import { hasPermission } from '../../../schema/access';
import { saveFile } from '../../../views/importExport/saveFile';
import { ResourceList } from '../../../views/ResourceList';
import { listReport } from './ftbApi';
import { FtbMaxoutTable } from './FtbMaxoutTable';
import { FTB_MAXOUT } from './model';

const T = 'screens.ftb_asn';

export default function FtbAsnList() {
  const translate = useTranslate();
  const notify = useNotify();
  const user = currentUser();
  const maxout = Boolean(user && hasPermission(user, FTB_MAXOUT));
  const [tab, setTab] = useState<'list' | 'maxout'>('list');
  const report = async () => {
    try {
      const f = await listReport();
      saveFile(f.blob, f.filename);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {maxout && (
          <Tabs value={tab} onChange={(_, v: 'list' | 'maxout') => setTab(v)} aria-label={translate(`${T}.tabs.list`)}>
            <Tab value="list" label={translate(`${T}.tabs.list`)} />
            <Tab value="maxout" label={translate(`${T}.tabs.maxout`)} />
          </Tabs>
        )}
        <Box sx={{ flex: 1 }} />
        {tab === 'list' && <Button onClick={() => void report()}>{translate(`${T}.report`)}</Button>}
      </Stack>
      {tab === 'list' ? <ResourceList /> : <FtbMaxoutTable />}
    </Box>
  );
}

// /events/MySwap: what I asked other BGs' planners for (swaps between forecast items, ESD swaps),
// their state and answer; ask for a new one; withdraw one still waiting.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { MY_SWAP_ACCESS } from '../../../resources/distribute/swap/model/wire';
import { allows, type Principal } from '../../../schema';
import { NewEsdDialog } from './NewEsdDialog';
import { NewSwapDialog } from './NewSwapDialog';
import { withdrawSwap } from './swapApi';
import { SwapBoxPage } from './SwapBoxPage';
import { useSwapLists } from './useSwapLists';

const T = 'screens.swaps';

export default function MySwapPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const lists = useSwapLists('mine');
  const { permissions } = usePermissions<Principal | undefined>();
  const mayAsk = !!permissions && allows(permissions, MY_SWAP_ACCESS, 'write');
  const [dialog, setDialog] = useState<'swap' | 'esd'>();
  const asked = () => {
    notify(translate(`${T}.sent`), { type: 'success' });
    void lists.refresh();
  };
  const withdraw = async (esd: boolean, id: number) => {
    try {
      await withdrawSwap(esd, id);
      notify(translate(`${T}.withdrawn`), { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
    await lists.refresh();
  };
  const withdrawButton = (esd: boolean, r: { id: number; status: string }) =>
    r.status === 'pending' && mayAsk ? <Button size="small" sx={{ py: 0 }} onClick={() => void withdraw(esd, r.id)}>{translate(`${T}.withdraw`)}</Button> : null;
  return (
    <SwapBoxPage
      title={translate(`${T}.mine_title`)}
      lists={lists}
      toolbar={
        mayAsk ? (
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('swap')}>{translate(`${T}.new`)}</Button>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('esd')}>{translate(`${T}.new_esd_button`)}</Button>
          </>
        ) : null
      }
      swapActions={(r) => withdrawButton(false, r)}
      esdActions={(r) => withdrawButton(true, r)}
    >
      <NewSwapDialog open={dialog === 'swap'} onClose={() => setDialog(undefined)} onDone={asked} />
      <NewEsdDialog open={dialog === 'esd'} onClose={() => setDialog(undefined)} onDone={asked} />
    </SwapBoxPage>
  );
}

// /events/SwapRequests: swaps and ESD swaps other BGs' planners ask of mine; agree or refuse (why).
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { SWAP_REQUESTS_ACCESS } from '../../../resources/distribute/swap/model/wire';
import { allows, type Principal } from '../../../schema';
import { DecisionDialog, type Deciding } from './DecisionDialog';
import { reviewSwap } from './swapApi';
import { SwapBoxPage } from './SwapBoxPage';
import { qtyText } from './SwapTables';
import { useSwapLists } from './useSwapLists';

const T = 'screens.swaps';
/** Buttons in a table row keep it one line tall (the dense lists' 40 px). */
const DENSE = { py: 0 } as const;

export default function SwapRequestsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const lists = useSwapLists('requests');
  const { permissions } = usePermissions<Principal | undefined>();
  const mayDecide = !!permissions && allows(permissions, SWAP_REQUESTS_ACCESS, 'write');
  const [deciding, setDeciding] = useState<Deciding>();
  const buttons = (d: Omit<Deciding, 'status'>, pending: boolean) =>
    pending && mayDecide ? (
      <>
        <Button size="small" color="success" sx={DENSE} onClick={() => setDeciding({ ...d, status: 'agreed' })}>{translate(`${T}.agree`)}</Button>
        <Button size="small" color="error" sx={DENSE} onClick={() => setDeciding({ ...d, status: 'refused' })}>{translate(`${T}.refuse`)}</Button>
      </>
    ) : null;
  const decide = async (d: Deciding, reason: string) => {
    try {
      await reviewSwap(d.esd, d.id, { status: d.status, version: d.version, ...(reason ? { reject_reason: reason } : {}) });
      notify(translate(d.status === 'agreed' ? `${T}.agreed_done` : `${T}.refused_done`), { type: 'success' });
      await lists.refresh();
      return undefined;
    } catch (e) {
      await lists.refresh();
      return e instanceof Error ? e.message : String(e);
    }
  };
  return (
    <SwapBoxPage
      title={translate(`${T}.requests_title`)}
      lists={lists}
      swapActions={(r) =>
        buttons({ esd: false, id: r.id, version: r.version, what: translate(`${T}.what_swap`, { who: r.created_by, qty: qtyText(r.qty), mpn: r.request.mpn, from: r.swap.bg, to: r.request.bg }) }, r.status === 'pending')
      }
      esdActions={(r) =>
        buttons(
          {
            esd: true,
            id: r.id,
            version: r.version,
            what:
              r.kind === 'pair'
                ? translate(`${T}.what_esd`, { who: r.created_by, mpn: r.request?.mpn ?? '', mine: r.swap?.esd ?? '', theirs: r.request?.esd ?? '' })
                : translate(`${T}.what_open`, { who: r.created_by, mpn: r.item?.mpn ?? '', qty: qtyText(r.qty), date: r.date ?? '' }),
          },
          r.status === 'pending',
        )
      }
    >
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(undefined)} onDecide={decide} />
    </SwapBoxPage>
  );
}

// The project's page (/management/dit/detail/{id}): the generic show, then the part's substitutes and
// forecast, the RFQs raised, and a link to the BG's win rate.
import { Box, Link as MuiLink } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceShow } from '../../../views/ResourceShow';
import { ForecastPanel, SubstitutesPanel } from './DitPanels';
import { RfqPanel } from './DitRfqPanel';
import { ditWinRatePath } from './model/wire';

function Panels() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record?.id) return null;
  const id = Number(record.id);
  return (
    <>
      <Box sx={{ px: 2, pb: 1 }}>
        <MuiLink component={Link} to={ditWinRatePath(record.bg_id as number)}>{translate('screens.dit.win_rate')}</MuiLink>
      </Box>
      <SubstitutesPanel id={id} />
      <ForecastPanel id={id} />
      <RfqPanel id={id} open={record.archive_status === 'open'} />
    </>
  );
}

export default function DitShow() {
  return (
    <ResourceShow>
      <Panels />
    </ResourceShow>
  );
}

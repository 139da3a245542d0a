// The header's report-analysis link: shown only with view-report-analysis (spec 000 s6).
import InsertChartIcon from '@mui/icons-material/InsertChart';
import { IconButton, Tooltip } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { currentUser } from '../../../authProvider/user';
import { allows } from '../../../schema/access';
import { VIEW_REPORT_ACCESS } from '../../../resources/system/reportAnalysis/model/wire';

export function ReportAnalysisLink() {
  const translate = useTranslate();
  useGetIdentity(); // re-render when the signed-in user changes
  const user = currentUser();
  if (!user || !allows(user, VIEW_REPORT_ACCESS, 'read')) return null;
  const label = translate('screens.reportAnalysisLink.label');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to="/reportAnalysis" aria-label={label}>
        <InsertChartIcon />
      </IconButton>
    </Tooltip>
  );
}

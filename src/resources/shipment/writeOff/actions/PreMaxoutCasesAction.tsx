// "Pre-maxout cases" in the max-out list's toolbar: the spec hides the pre-maxout list from the menu,
// so the max-out list, where a buyer sees which parts will max out, is where a case is reached from.
import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import { Button, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import { labelIn } from '../../../../schema';
import { label } from '../../../../schema/fields';
import { useUiLocale } from '../../../../views/fields/common';
import { raName } from '../../../declarations';
import { preMaxout } from '../model/preMaxout';

const CASES = label('Pre-maxout cases', '预最大出货案例');

export function PreMaxoutCasesAction() {
  const locale = useUiLocale();
  const { canAccess } = useCanAccess({ resource: raName(preMaxout), action: 'list' });
  if (!canAccess) return null;
  return (
    <Button label={labelIn(CASES, locale)} component={Link} to={preMaxout.route}>
      <AssignmentLateIcon />
    </Button>
  );
}

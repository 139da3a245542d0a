// "Edit as grid" in the vendor-ratio list's toolbar: opens the grid screen on the list's period filter.
import TableViewIcon from '@mui/icons-material/TableView';
import { Button, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { RATIO_GRID_PATH } from '../../paths';
import type { ActionProps } from '../../../../../views/actions/types';

export function RatioGridAction(_props: ActionProps) {
  const list = useListContext();
  const period = list?.filterValues?.period;
  const search = typeof period === 'string' && period ? `?${new URLSearchParams({ period }).toString()}` : '';
  return (
    <Button label="screens.ratio_grid.open" component={Link} to={`${RATIO_GRID_PATH}${search}`}>
      <TableViewIcon />
    </Button>
  );
}

// "By cargo status" in the inventory list's toolbar: opens the spec's stock of one cargo status,
// /management/inventories/inventories/jusda/{type}, chosen from the declared statuses.
import FilterListIcon from '@mui/icons-material/FilterList';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { labelIn } from '../../../../schema';
import { useUiLocale } from '../../../../views/fields/common';
import { CARGO_STATUSES, inventory } from '../model/inventory';

export const cargoStatusPath = (status: string) => `${inventory.route}/jusda/${status}`;

export function CargoStatusAction() {
  const locale = useUiLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button label="screens.stock.by_status" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <FilterListIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {CARGO_STATUSES.map((s) => (
          <MenuItem key={s.value} component={Link} to={cargoStatusPath(s.value)} onClick={() => setAnchor(null)}>
            {labelIn(s.label, locale)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

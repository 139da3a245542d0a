// The friendly-links menu of the header: the EDI site and the ticket system, each in a new window.
import LinkIcon from '@mui/icons-material/Link';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { friendlyLinks } from './runtimeConfig';

export function FriendlyLinks() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = friendlyLinks();
  if (links.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button color="inherit" startIcon={<LinkIcon />} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {translate('app.menu.friendlyLinks')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.url} component="a" href={link.url} target="_blank" rel="noopener noreferrer" onClick={close}>
            {translate(link.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

// The header's language menu (react-admin's LocalesMenuButton look), saving the choice on the user.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLanguageMenuController } from './useLanguageMenuController';

export function LanguageMenu() {
  const translate = useTranslate();
  const { languages, locale, current, anchor, open, close, choose } = useLanguageMenuController();
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        aria-haspopup="true"
        aria-controls={anchor ? 'language-menu' : undefined}
        title={translate('app.header.language')}
        onClick={open}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {current}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {languages.map((l) => (
          <MenuItem key={l.locale} selected={l.locale === locale} onClick={() => choose(l.locale)}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

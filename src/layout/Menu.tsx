// The side menu, built from the route table: group > section > screen, each entry shown by the spec's
// menu rule (src/routes/menuVisibility.ts); a group with nothing visible is left out.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useLocaleState, usePermissions, useSidebarState, useStore, useTranslate } from 'react-admin';
import { isMenuVisible, routeTable } from '../routes';
import type { Principal } from '../schema';
import { menuTree, type MenuEntry, type MenuGroupNode } from './menuTree';

function MenuEntryItem({ entry }: { entry: MenuEntry }) {
  const [locale] = useLocaleState();
  if (entry.resource) return <RaMenu.ResourceItem name={entry.resource} />;
  const label = entry.label ? (locale === 'zh-CN' ? entry.label.zh : entry.label.en) : entry.path;
  return <RaMenu.Item to={entry.path} primaryText={label} />;
}

function MenuGroupEntries({ node }: { node: MenuGroupNode }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore(`menu.group.${node.group}.open`, true);
  const items = node.sections.map(({ section, entries }) => (
    <List key={section ?? ''} disablePadding dense>
      {section && sidebarOpen && (
        <ListSubheader disableSticky sx={{ lineHeight: '2rem', pl: 3, bgcolor: 'transparent' }}>
          {translate(`app.section.${section}`, { _: section })}
        </ListSubheader>
      )}
      {entries.map((entry) => (
        <MenuEntryItem key={entry.path} entry={entry} />
      ))}
    </List>
  ));
  // A collapsed sidebar shows icons only: group headings would be unreadable there.
  if (!sidebarOpen) return <>{items}</>;
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} dense>
        <ListItemText primary={translate(`app.menu.${node.group}`, { _: node.group })} slotProps={{ primary: { fontWeight: 600 } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {items}
      </Collapse>
    </>
  );
}

export function Menu() {
  const { permissions } = usePermissions<Principal | undefined>();
  const visible = routeTable.filter((entry): entry is MenuEntry => isMenuVisible(entry, permissions));
  return (
    <RaMenu>
      {menuTree(visible).map((node) => (
        <MenuGroupEntries key={node.group} node={node} />
      ))}
    </RaMenu>
  );
}

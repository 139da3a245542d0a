import NavigateNext from '@mui/icons-material/NavigateNext';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBreadcrumbController } from './useBreadcrumbController';

/** The trail above each page; nothing on pages outside the route table. */
export function Breadcrumbs() {
  const crumbs = useBreadcrumbController();
  if (crumbs.length === 0) return null;
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" separator={<NavigateNext fontSize="small" />} sx={{ px: 1, pt: 1, fontSize: '0.85rem' }}>
      {crumbs.map((c, i) =>
        c.to ? (
          <Link key={i} component={RouterLink} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography key={i} color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'} fontSize="inherit">
            {c.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}

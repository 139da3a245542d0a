// The frame of the pages reached without signing in: a centred card with a way back to sign-in.
import { Alert, Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export function AccountCard({ title, error, children }: { title: string; error?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {children}
          <Link component={RouterLink} to="/login" variant="body2">
            {translate('screens.account.back_to_login')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}

// react-admin's page-loading look (a spinner over "Loading" and its hint), with the spinner named: a
// progress bar without a name is a serious axe violation (aria-progressbar-name), read on a loaded
// CI machine while a screen was still loading.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function PageLoading() {
  const translate = useTranslate();
  const title = translate('ra.page.loading');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', mt: 8, color: 'text.secondary' }}>
      <CircularProgress aria-label={title} />
      <Typography variant="h5" component="p" sx={{ mt: 3 }}>{title}</Typography>
      <Typography variant="body2">{translate('ra.message.loading')}</Typography>
    </Box>
  );
}

// react-admin's page-loading look (a spinner over "Loading" and its hint), with the spinner named: a
// progress bar without a name is a serious axe violation (aria-progressbar-name), read on a loaded
// CI machine while a screen was still loading.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * Shown after a second, as react-admin's: a screen that loads faster never flashes it. `title` and
 * `hint` are message keys (react-admin's Loading's loadingPrimary/loadingSecondary); an empty hint shows none.
 */
export function PageLoading({ timeout = 1000, title: titleKey = 'ra.page.loading', hint = 'ra.message.loading' }: { timeout?: number; title?: string; hint?: string }) {
  const translate = useTranslate();
  const shown = useTimeout(timeout);
  const title = translate(titleKey);
  if (!shown) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', mt: 8, color: 'text.secondary' }}>
      <CircularProgress aria-label={title} />
      <Typography variant="h5" component="p" sx={{ mt: 3 }}>{title}</Typography>
      {hint ? <Typography variant="body2">{translate(hint)}</Typography> : null}
    </Box>
  );
}

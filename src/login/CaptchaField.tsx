// The captcha picture, a button for a new one, and the answer field.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, IconButton, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CaptchaState } from './useCaptcha';

export function CaptchaField({ captcha }: { captcha: CaptchaState }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {captcha.image && <img src={captcha.image} alt={translate('screens.account.captcha_alt')} width={160} height={56} />}
        <Tooltip title={translate('screens.account.captcha_new')}>
          <IconButton onClick={() => void captcha.refresh()} aria-label={translate('screens.account.captcha_new')}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <TextField
        size="small"
        label={translate('screens.account.captcha')}
        value={captcha.answer}
        onChange={(e) => captcha.setAnswer(e.target.value)}
        helperText={translate('screens.account.captcha_needed')}
        autoComplete="off"
        required
        fullWidth
      />
    </Box>
  );
}

// Rows read so far out of the list's total, while an export runs; Cancel stops it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportProgress } from './useExport';

interface Props {
  title: string;
  progress: ExportProgress | undefined;
  onCancel: () => void;
}

function progressText(progress: ExportProgress, translate: ReturnType<typeof useTranslate>): { text: string; percent?: number } {
  if (progress.step === 'writing') return { text: translate('app.export.writing') };
  if (progress.total === undefined) return { text: translate('app.export.starting') };
  const percent = progress.total > 0 ? Math.round((progress.fetched / progress.total) * 100) : 100;
  return { text: translate('app.export.reading', { fetched: progress.fetched, total: progress.total }), percent };
}

export function ExportProgressDialog({ title, progress, onCancel }: Props) {
  const translate = useTranslate();
  if (!progress) return null;
  const { text, percent } = progressText(progress, translate);
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="export-progress-title">
      <DialogTitle id="export-progress-title">{title}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={text}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

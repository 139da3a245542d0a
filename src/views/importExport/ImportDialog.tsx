// Choose a file, see its first rows mapped to fields, upload it, then read the counts or, when the
// server refused it, every problem by row and field (nothing was imported then).
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../schema';
import { FileChooser } from './FileChooser';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportProblemsTable } from './ImportProblemsTable';
import { TemplateLink } from './TemplateLink';
import { useImportUpload, type UploadState } from './useImportUpload';
import { useResourceLabel } from './useResourceLabel';
import { useSheetPreview, type ChosenFile } from './useSheetPreview';

interface Props {
  decl: ResourceDeclaration;
  open: boolean;
  onClose: () => void;
  /** For another upload with the import's rules (the qualified upload): its endpoint, title and what it does differently. */
  uploadPath?: string;
  title?: string;
  intro?: ReactNode;
}

function ChosenFilePreview({ decl, chosen }: { decl: ResourceDeclaration; chosen: ChosenFile }) {
  const translate = useTranslate();
  if (chosen.reading) return <LinearProgress />;
  if (chosen.unreadable) return <Alert severity="warning">{translate('app.import.unreadable', { message: chosen.unreadable })}</Alert>;
  const preview = chosen.preview;
  if (!preview) return null;
  const file = chosen.file.name;
  if (preview.rows.length === 0) return <Typography variant="body2">{translate('app.import.no_rows', { file })}</Typography>;
  return (
    <>
      <Typography variant="body2">{translate('app.import.preview', { shown: preview.rows.length, total: preview.total, file })}</Typography>
      <ImportPreviewTable decl={decl} preview={preview} />
    </>
  );
}

function UploadOutcome({ decl, state }: { decl: ResourceDeclaration; state: UploadState }) {
  const translate = useTranslate();
  switch (state.step) {
    case 'uploading': {
      const text = state.percent === undefined ? translate('app.import.processing') : translate('app.import.uploading', { percent: state.percent });
      return (
        <Box>
          <LinearProgress variant={state.percent === undefined ? 'indeterminate' : 'determinate'} value={state.percent} aria-label={text} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {text}
          </Typography>
        </Box>
      );
    }
    case 'imported':
      return <Alert severity="success">{translate('app.import.result', state.counts)}</Alert>;
    case 'refused': {
      const { message, problems, notes } = state.refusal;
      return (
        <Stack spacing={1}>
          <Alert severity="error">
            <AlertTitle>{translate(problems.length > 0 ? 'app.import.problems' : 'app.import.refused')}</AlertTitle>
            {[message, ...notes].map((line, i) => (
              <Typography key={i} variant="body2">
                {line}
              </Typography>
            ))}
          </Alert>
          {problems.length > 0 && <ImportProblemsTable decl={decl} problems={problems} />}
        </Stack>
      );
    }
    default:
      return null;
  }
}

export function ImportDialog({ decl, open, onClose, uploadPath, title: ownTitle, intro }: Props) {
  const translate = useTranslate();
  const resourceLabel = useResourceLabel(decl);
  const title = ownTitle ?? translate('app.import.title', { name: resourceLabel });
  const { chosen, choose, clear } = useSheetPreview();
  const { state, upload, cancel, reset } = useImportUpload(decl, uploadPath);
  const uploading = state.step === 'uploading';
  const processing = uploading && state.percent === undefined;

  const chooseFile = (file: File) => {
    reset();
    void choose(file);
  };
  const close = () => {
    if (uploading) cancel();
    clear();
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={processing ? undefined : close} fullWidth maxWidth="md" aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {intro}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FileChooser label={translate(chosen ? 'app.import.choose_other' : 'app.import.choose')} onChoose={chooseFile} disabled={uploading} />
            <TemplateLink decl={decl} />
          </Stack>
          {chosen && state.step !== 'imported' && <ChosenFilePreview decl={decl} chosen={chosen} />}
          <UploadOutcome decl={decl} state={state} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={processing}>
          {translate(uploading ? 'app.action.cancel' : 'app.import.close')}
        </Button>
        {state.step !== 'imported' && (
          <Button variant="contained" disabled={!chosen || chosen.reading || uploading} onClick={() => chosen && void upload(chosen.file)}>
            {translate('app.import.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

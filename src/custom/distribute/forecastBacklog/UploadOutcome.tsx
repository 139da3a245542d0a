// What an upload answered: progress while it runs, the success line, or the refusal with every problem by row.
import { Alert, AlertTitle, Box, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { importRefusal } from '../../../views/importExport/importOutcome';
import { T } from './PlanningTable';

export type UploadStep = { step: 'idle' } | { step: 'uploading'; percent?: number } | { step: 'done'; text: string } | { step: 'refused'; error: unknown };

/** An upload's step and how it runs: uploading, then the success line (the planning lists refreshed) or the refusal. */
export function useUploadStep() {
  const client = useQueryClient();
  const [state, setState] = useState<UploadStep>({ step: 'idle' });
  const run = async (work: () => Promise<string>, percent?: number) => {
    setState({ step: 'uploading', percent });
    try {
      setState({ step: 'done', text: await work() });
      void client.invalidateQueries({ queryKey: ['planning'] });
    } catch (error) {
      setState({ step: 'refused', error });
    }
  };
  return { state, setState, run };
}

export function UploadOutcome({ state }: { state: UploadStep }) {
  const translate = useTranslate();
  if (state.step === 'uploading') {
    const text = state.percent === undefined ? translate('app.import.processing') : translate('app.import.uploading', { percent: state.percent });
    return (
      <Box>
        <LinearProgress variant={state.percent === undefined ? 'indeterminate' : 'determinate'} value={state.percent} aria-label={text} />
        <Typography variant="body2" sx={{ mt: 1 }}>{text}</Typography>
      </Box>
    );
  }
  if (state.step === 'done') return <Alert severity="success">{state.text}</Alert>;
  if (state.step !== 'refused') return null;
  const refusal = importRefusal(state.error);
  return (
    <Alert severity="error">
      <AlertTitle>{translate(refusal.problems.length > 0 ? `${T}.upload.problems` : `${T}.upload.refused`)}</AlertTitle>
      {[refusal.message, ...refusal.notes].map((line, i) => <Typography key={i} variant="body2">{line}</Typography>)}
      {refusal.problems.length > 1 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {refusal.problems.map((p, i) => <li key={i}><Typography variant="body2">{p.message}</Typography></li>)}
        </Box>
      ) : null}
    </Alert>
  );
}

/** This week's Monday, YYYY-MM-DD (local calendar). */
export function thisMonday(): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

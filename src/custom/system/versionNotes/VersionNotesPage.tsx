// /events/Version: the running build's version and the release notes of it and the older versions,
// newest first (GET /api/v2/git-lab/tags, answered by the server from its own notes).
import { Alert, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../dataProvider';
import type { VersionList } from '../../../resources/system/version/model/wire';

export default function VersionNotesPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.versionNotes.${key}`, args);
  const [locale] = useLocaleState();
  // The notes come in the caller's language: asked again when the language changes.
  const list = useQuery({ queryKey: ['git-lab-tags', locale], queryFn: async ({ signal }) => unwrapData(await requestJson('/api/v2/git-lab/tags', { signal })) as VersionList });
  const v = list.data;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <Title title={t('title')} />
      {list.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {list.error && <Alert severity="error">{(list.error as Error).message}</Alert>}
      {v && <Typography>{t('running', { version: v.api.version })}</Typography>}
      {v?.versionInfo.map((n) => (
        <Card key={n.tag_name} variant="outlined" component="section" aria-label={n.tag_name}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">{n.tag_name}</Typography>
              <Typography color="text.secondary">{t('released', { date: n.released_at })}</Typography>
              {n.current && <Chip size="small" color="success" label={t('current')} />}
            </Stack>
            <ul>
              {n.description.split('\n').map((line, i) => <li key={i}><Typography variant="body2">{line}</Typography></li>)}
            </ul>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

// /system/tool/marsTools: the mars functions (GET /api/v2/mars-function) with what each does and its
// parameters, in the reader's language. List only: no function runs from here in this build.
import { Alert, Box, Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../dataProvider';
import { MARS_FUNCTION_PATH, type MarsFunction } from '../../../resources/system/monitoring/model/wire';
import { labelIn } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';

export default function MarsToolsPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.marsTools.${key}`, args);
  const locale = useUiLocale();
  const list = useQuery({ queryKey: ['mars-function'], queryFn: async ({ signal }) => unwrapData(await requestJson(MARS_FUNCTION_PATH, { signal })) as MarsFunction[] });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {t('intro')}
      </Typography>
      {list.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {list.error && <Alert severity="error">{(list.error as Error).message}</Alert>}
      {list.data && list.data.length === 0 && <Typography>{t('none')}</Typography>}
      {list.data && list.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}><Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('description')}</TableCell>
              <TableCell>{t('parameters')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((f) => (
              <TableRow key={f.code}>
                <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{f.code}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{labelIn(f.name, locale)}</TableCell>
                <TableCell sx={{ maxWidth: 420, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={labelIn(f.description, locale)}>{labelIn(f.description, locale)}</TableCell>
                {/* One line a row: the parameters side by side; the description cut, whole in its tooltip. */}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {f.parameters.map((p, i) => (
                    <Box component="span" key={p.name} title={`${labelIn(p.label, locale)} (${t(p.required ? 'required' : 'optional')}; ${t('example', { example: p.example })})`}>
                      {i ? ', ' : ''}
                      <Box component="span" sx={{ fontFamily: 'monospace' }}>{p.name}</Box>
                      {p.required ? ' *' : ''}
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{f.runnable ? null : <Chip size="small" label={t('list_only')} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table></Box>
      )}
    </Box>
  );
}

// /materialInfo: find a material by MPN, CPN, description or package and open its information page.
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { raName } from '../../../schema/names';
import { labelIn } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { LIFECYCLES, material } from '../../../resources/management/material/model/material';
import { INFO_PATH, T } from './paths';

export const lifecycleLabel = (value: unknown, locale: 'en-US' | 'zh-CN') => {
  const option = LIFECYCLES.find((o) => o.value === value);
  return option ? labelIn(option.label, locale) : String(value ?? '');
};

export default function MaterialSearchPage() {
  const translate = useTranslate();
  const locale = useUiLocale();
  const [keyword, setKeyword] = useState('');
  const q = keyword.trim();
  const { data = [], total = 0, isPending } = useGetList(raName(material), {
    pagination: { page: 1, perPage: 25 },
    sort: material.list.sort,
    filter: q ? { q } : {},
  });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate(`${T}.title`)}</Typography>
        <TextField
          size="small"
          label={translate(`${T}.search`)}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          sx={{ mb: 1, minWidth: 320 }}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {isPending ? translate(`${T}.searching`) : translate(`${T}.found`, { count: total, smart_count: total })}
        </Typography>
        <Table size="small" aria-label={translate(`${T}.results`)}>
          <TableHead>
            <TableRow>
              {['mpn', 'manufacturer', 'description', 'package', 'lifecycle'].map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((m) => (
              <TableRow key={m.id} hover>
                <TableCell><Link to={`${INFO_PATH}/${m.id}`}>{String(m.mpn)}</Link></TableCell>
                <TableCell>{String(m.manufacturer_id__title ?? '')}</TableCell>
                <TableCell>{String(m.description ?? '')}</TableCell>
                <TableCell>{String(m.package ?? '')}</TableCell>
                <TableCell>{lifecycleLabel(m.lifecycle, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

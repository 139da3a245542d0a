// /my/asn/guide: how a supplier prepares, allocates and submits an ASN, with the rules it is held to.
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

const T = 'screens.asn_guide';
const STEPS = ['create', 'import', 'bags', 'rules', 'prices', 'submit'];

export default function GuidePage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 820 }}>
          <Typography variant="h5" component="h1">{translate(`${T}.title`)}</Typography>
          <Typography>{translate(`${T}.intro`)}</Typography>
          <ol>{STEPS.map((s) => <li key={s}><Typography sx={{ mb: 1 }}>{translate(`${T}.steps.${s}`)}</Typography></li>)}</ol>
          <Typography variant="body2">{translate(`${T}.limits`)}</Typography>
          <Button component={Link} to="/my/asn/orders/create" variant="contained" sx={{ alignSelf: 'flex-start' }}>{translate(`${T}.open`)}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

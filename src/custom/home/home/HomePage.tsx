import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../i18n/format';
import { useScreenLabel } from '../../../shell/useScreenLabel';
import { useHomeController, type HomeCounter } from './useHomeController';
import { labelIn } from '../../../schema';

function CounterCard({ counter }: { counter: HomeCounter }) {
  const [locale] = useLocaleState();
  const body = (
    <CardContent>
      <Typography variant="h4" component="p">
        {formatNumber(counter.count)}
      </Typography>
      <Typography color="text.secondary">{labelIn(counter.source.label, locale)}</Typography>
    </CardContent>
  );
  return <Card variant="outlined">{counter.to ? <CardActionArea component={Link} to={counter.to}>{body}</CardActionArea> : body}</Card>;
}

export default function HomePage() {
  const translate = useTranslate();
  const labelOf = useScreenLabel();
  const { name, counters, shortcuts } = useHomeController();
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Title title={translate('screens.home.title')} />
      <Typography variant="h5" component="h1">
        {translate('screens.home.welcome', { name })}
      </Typography>
      <section aria-labelledby="home-counters">
        <Typography id="home-counters" variant="h6" component="h2" gutterBottom>
          {translate('screens.home.counters')}
        </Typography>
        {counters.length === 0 ? (
          <Typography color="text.secondary">{translate('screens.home.nothing_waiting')}</Typography>
        ) : (
          <Grid container spacing={2}>
            {counters.map((c) => (
              <Grid key={c.source.key} size={{ xs: 12, sm: 6, md: 3 }}>
                <CounterCard counter={c} />
              </Grid>
            ))}
          </Grid>
        )}
      </section>
      <section aria-labelledby="home-shortcuts">
        <Typography id="home-shortcuts" variant="h6" component="h2" gutterBottom>
          {translate('screens.home.shortcuts')}
        </Typography>
        {shortcuts.length === 0 ? (
          <Typography color="text.secondary">{translate('screens.home.no_screens')}</Typography>
        ) : (
          <Grid container spacing={2} component="nav">
            {shortcuts.map((entry) => (
              <Grid key={entry.path} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card variant="outlined">
                  <CardActionArea component={Link} to={entry.path} sx={{ p: 2 }}>
                    <Typography>{labelOf(entry)}</Typography>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </section>
    </Stack>
  );
}

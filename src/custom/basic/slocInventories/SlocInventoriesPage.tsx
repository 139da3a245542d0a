// The spec's /basic/sloc/SLOC/{id}/inventories screen: one storage location and the materials kept there.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Button, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { getResource, raName } from '../../../resources/declarations';
import { SlocInventoriesPanel } from '../../../resources/basic/sloc/actions/slocInventories/SlocInventoriesPanel';

const T = 'screens.actions.sloc_inventories';

export default function SlocInventoriesPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const decl = getResource('sloc');
  const { data, isPending, error } = useGetOne(raName(decl), { id });
  if (isPending) return <PageLoading />;
  if (error || !data) return <Alert severity="error">{error instanceof Error ? error.message : String(error ?? '')}</Alert>;
  const title = translate(`${T}.title`, { code: String(data[decl.titleField] ?? id) });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Button label={`${T}.back`} component={Link} to={`${decl.route}/${id}/show`}>
          <ArrowBackIcon />
        </Button>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {title} · <span data-record-text>{String(data.plant ?? '')} {String(data.name ?? '')}</span>
        </Typography>
        <SlocInventoriesPanel decl={decl} sloc={data} />
      </CardContent>
    </Card>
  );
}

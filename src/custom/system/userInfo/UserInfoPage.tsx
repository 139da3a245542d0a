// /info/{id}: one user's information for user administrators, read-only: profile and sign-ins, the
// organization unit, roles, every permission held (worded, grouped by menu group, with how it is
// held), field rights and the newest events. Changes are made in user management, linked above.
import { Alert, Box, Chip, LinearProgress, Link as MuiLink, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AVAILABLE_LOCALES } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { userManagementScreen } from '../users/screens';
import { Empty, EventLines, PermissionTable, Section, T } from './UserInfoSections';
import { useUserInfoController } from './useUserInfoController';

const ROLE_LIST_PATH = '/system/roles/roleManagement';

export default function UserInfoPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const c = useUserInfoController(locale);
  const t = (key: string, args?: object) => translate(`${T}.${key}`, args);
  const when = (v: string | null | undefined) => (v ? formatDateTime(v) : t('never'));
  const { user, extra } = c;

  const facts: [string, ReactNode][] = user
    ? [
        ['name', user.name],
        ['nick_name', user.nick_name || t('none')],
        ['email', user.email || t('none')],
        ['language', AVAILABLE_LOCALES.find((l) => l.locale === user.language)?.name ?? (user.language || t('none'))],
        ['state', user.disabled ? <Chip size="small" color="warning" label={t('disabled')} /> : t('active')],
        ['created_at', when(user.created_at)],
        ['updated_at', when(user.updated_at)],
        ...(extra
          ? ([
              ['last_sign_in_at', when(extra.last_sign_in_at)],
              ['last_seen_at', when(extra.last_seen_at)],
              ['live_sessions', String(extra.live_sessions)],
            ] as [string, string][])
          : []),
      ]
    : [];

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="baseline">
        <Typography variant="h5" component="h1">
          {t('title', { name: user?.name ?? `#${c.id}` })}
        </Typography>
        <MuiLink component={Link} to={userManagementScreen.path}>
          {t('back')}
        </MuiLink>
      </Stack>
      {c.loading && <LinearProgress />}
      {c.error && <Alert severity="error">{c.error.message || t('not_found')}</Alert>}
      {user && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={3}>
            <Section id="user-info-profile" title={t('profile')}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                {facts.map(([k, v]) => [
                  <Typography key={`${k}-t`} component="dt" variant="body2" color="text.secondary">
                    {t(`fields.${k}`)}
                  </Typography>,
                  <Typography key={`${k}-d`} component="dd" variant="body2" sx={{ m: 0 }}>
                    {v}
                  </Typography>,
                ])}
              </Box>
            </Section>

            <Section id="user-info-org" title={t('organization')} error={c.extraError}>
              {extra &&
                (extra.organization ? (
                  <Typography variant="body2">
                    {extra.organization.path.map((u) => `${t(`kinds.${u.kind}`)}: ${u.name} (${u.code})`).join(' › ')}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                      {t('assigned_at', { at: formatDateTime(extra.organization.assigned_at) })}
                    </Typography>
                  </Typography>
                ) : (
                  <Empty text={t('no_unit')} />
                ))}
            </Section>

            <Section id="user-info-roles" title={t('roles')} error={c.rolesError}>
              {c.roles &&
                (c.roles.length === 0 ? (
                  <Empty text={t('no_roles')} />
                ) : (
                  <Table size="small" aria-label={t('roles')} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
                    <TableHead>
                      <TableRow>
                        {(['name', 'description', 'permissions'] as const).map((col) => (
                          <TableCell key={col}>{t(`role_columns.${col}`)}</TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {c.roles.map((r) => (
                        <TableRow key={r.id}>
                          <TableCell>{c.canOpenRoles ? <MuiLink component={Link} to={`${ROLE_LIST_PATH}/${r.id}`}>{r.name}</MuiLink> : r.name}</TableCell>
                          <TableCell>{r.description ?? ''}</TableCell>
                          <TableCell>{r.permissions.length}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                ))}
            </Section>

            <Section id="user-info-permissions" title={t('permissions')} error={c.rolesError}>
              {c.groups && <PermissionTable groups={c.groups} />}
            </Section>

            <Section id="user-info-fields" title={t('field_rights')}>
              {(user.fields ?? []).length === 0 ? (
                <Empty text={t('no_field_rights')} />
              ) : (
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {(user.fields ?? []).map((f) => (
                    <Chip key={f.id} size="small" label={f.name} />
                  ))}
                </Box>
              )}
            </Section>

            <Section id="user-info-activity" title={t('activity')} error={c.extraError}>
              {extra && <EventLines label={t('activity')} events={extra.activity} />}
            </Section>

            <Section id="user-info-changes" title={t('account_changes')} error={c.extraError}>
              {extra && <EventLines label={t('account_changes')} events={extra.account_changes} withUser />}
            </Section>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

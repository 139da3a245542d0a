// /system/ReportAnalysis: the reports, the form of one (new or edited), its save and delete, and the
// user whose view is shown.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiErrorBody } from '../../../dataProvider';
import { REPORT_KINDS, type ReportDefinition } from '../../../resources/system/reportAnalysis/model/wire';
import { findUsers, listReports, removeReport, saveReport, userView, type ReportForm, type UserOption } from './manageApi';

export const EMPTY_FORM: ReportForm = {
  code: '', name_en: '', name_zh: '', kind: 'po_amount_by_month', chart: REPORT_KINDS.po_amount_by_month.chart,
  description: '', enabled: true, audience: 'all', sort_order: 0, user_ids: [],
};

const formOf = (r: ReportDefinition): ReportForm => {
  const { id: _i, version: _v, users: _u, updated_at: _a, updated_by: _b, ...form } = r;
  return { ...form, description: form.description ?? '' };
};

export function useReportManageController() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const reports = useQuery({ queryKey: ['report-analysis', 'manage'], queryFn: ({ signal }) => listReports(signal) });
  const [editing, setEditing] = useState<{ report?: ReportDefinition; form: ReportForm; users: UserOption[] }>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ReportDefinition>();
  const [userSearch, setUserSearch] = useState('');
  const users = useQuery({ queryKey: ['common-user', userSearch], queryFn: ({ signal }) => findUsers(userSearch, signal) });
  const [viewer, setViewer] = useState<UserOption | null>(null);
  const view = useQuery({ queryKey: ['report-analysis', 'user', viewer?.id], queryFn: ({ signal }) => userView(viewer!.id, signal), enabled: !!viewer });

  const refresh = () => client.invalidateQueries({ queryKey: ['report-analysis'] });
  const open = (report?: ReportDefinition) => {
    setErrors({});
    setEditing(report ? { report, form: formOf(report), users: report.users } : { form: EMPTY_FORM, users: [] });
  };
  const change = (patch: Partial<ReportForm>, picked?: UserOption[]) =>
    setEditing((e) => e && { ...e, form: { ...e.form, ...patch }, users: picked ?? e.users });

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await saveReport(editing.form, editing.report);
      notify(translate('screens.reportAnalysisManage.saved', { code: editing.form.code }), { type: 'success' });
      setEditing(undefined);
      await refresh();
    } catch (e) {
      const body = (e as { body?: ApiErrorBody }).body;
      setErrors(Object.fromEntries((body?.details ?? []).map((d) => [d.field, d.message])));
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeReport(deleting.id);
      notify(translate('screens.reportAnalysisManage.deleted', { code: deleting.code }), { type: 'success' });
      await refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setDeleting(undefined);
    }
  };

  return {
    reports, editing, errors, saving, open, change, save, close: () => setEditing(undefined),
    deleting, askDelete: setDeleting, confirmDelete, users: users.data ?? [], setUserSearch,
    viewer, setViewer, view,
  };
}

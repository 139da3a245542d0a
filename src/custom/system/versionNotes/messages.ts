import { defineWords } from '../../../i18n/defineWords';

export const versionNotesMessages = defineWords({
  'en-US': { screens: { versionNotes: { title: 'Version notes', running: 'This server runs version %{version}.', released: 'released %{date}', current: 'Running now' } } },
  'zh-CN': { screens: { versionNotes: { title: '版本说明', running: '当前服务器运行版本 %{version}。', released: '发布于 %{date}', current: '当前版本' } } },
});

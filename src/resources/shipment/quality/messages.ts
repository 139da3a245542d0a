import { defineWords } from '../../../i18n/defineWords';

export const qualityMessages = defineWords({
  'en-US': {
    screens: {
      quality: {
        upload: 'Upload document',
        upload_title: 'Upload the document of %{no}',
        upload_hint: 'A PDF, PNG or JPEG of at most 10 MB; it replaces the document the certificate has.',
        choose: 'Choose file',
        uploaded: 'Document uploaded',
        download: 'Download',
        void: 'Void selected',
        void_title: 'Void 1 certificate |||| Void %{smart_count} certificates',
        void_confirm: 'Void',
        void_hint: 'A void certificate keeps its document but can no longer be changed; certificates already void are skipped.',
        voided: 'Certificates voided',
      },
    },
  },
  'zh-CN': {
    screens: {
      quality: {
        upload: '上传文件',
        upload_title: '上传 %{no} 的文件',
        upload_hint: 'PDF、PNG 或 JPEG，最大 10 MB；将替换证书现有的文件。',
        choose: '选择文件',
        uploaded: '文件已上传',
        download: '下载',
        void: '作废所选',
        void_title: '作废 %{smart_count} 份证书',
        void_confirm: '作废',
        void_hint: '作废的证书保留其文件，但不能再修改；已作废的证书会被跳过。',
        voided: '证书已作废',
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const ediRecordMessages = defineWords({
  'en-US': {
    screens: {
      ediRecords: {
        items: 'Items',
        fetch: 'Fetch',
        fetch_856_title: 'Fetch received 856 ship notices',
        fetch_810_title: 'Fetch received 810 invoices',
        record_861: 'Record 861',
        record_861_title: 'Record 861 receiving advices',
        fetch_hint: 'Choose an X12 file a partner sent (ISA … IEA), or leave it empty to fetch every document waiting in the EDI inbox. Each document is matched to its ASN by invoice number, else by PO; one that differs or has no ASN is recorded and marked, not dropped.',
        record_hint: 'Choose the X12 861 file a customer sent (ISA … IEA). Each advice is matched to its ASN by invoice number, else by PO, and the received quantities compared with what was shipped.',
        choose: 'Choose file',
        no_file: 'No file: fetch from the EDI inbox',
        fetched: '%{imported} recorded, %{mismatched} not matching their ASN, %{duplicates} already recorded',
        set_aside: 'One inbox document could not be read and was set aside: %{files} |||| %{smart_count} inbox documents could not be read and were set aside: %{files}',
        send_856: 'Send 856',
        send_title: 'Send shipped ASNs as 856 ship notices',
        send_hint: 'Shipped ASNs with no 856 sent yet. Each goes to its ship customer as an X12 856 (shipment, order, item, pack) through the EDI outbox.',
        send_none: 'Every shipped ASN has its 856 sent.',
        send_confirm: 'Send %{count}',
        sent: '%{sent} ship notice(s) queued in the EDI outbox',
        pick: 'Send %{invoice}',
      },
    },
  },
  'zh-CN': {
    screens: {
      ediRecords: {
        items: '明细',
        fetch: '读取',
        fetch_856_title: '读取收到的 856 发货通知',
        fetch_810_title: '读取收到的 810 发票',
        record_861: '记录 861',
        record_861_title: '记录 861 收货通知',
        fetch_hint: '选择贸易伙伴发来的 X12 文件（ISA … IEA），或不选文件以读取 EDI 收件箱中等待的全部单据。每张单据按发票号（其次按 PO）匹配 ASN；不一致或找不到 ASN 的单据照样记录并标出，不会丢弃。',
        record_hint: '选择客户发来的 X12 861 文件（ISA … IEA）。每张收货通知按发票号（其次按 PO）匹配 ASN，并将实收数量与发货数量比较。',
        choose: '选择文件',
        no_file: '未选文件：从 EDI 收件箱读取',
        fetched: '已记录 %{imported} 张，其中 %{mismatched} 张与 ASN 不一致，%{duplicates} 张此前已记录',
        set_aside: '%{smart_count} 个收件箱文件无法读取，已搁置：%{files}',
        send_856: '发送 856',
        send_title: '将已发货的 ASN 作为 856 发货通知发送',
        send_hint: '尚未发送 856 的已发货 ASN。每张都以 X12 856（发货、订单、品项、包装）经 EDI 发件箱发给收货客户。',
        send_none: '所有已发货的 ASN 都已发送 856。',
        send_confirm: '发送 %{count} 张',
        sent: '已有 %{sent} 张发货通知放入 EDI 发件箱',
        pick: '发送 %{invoice}',
      },
    },
  },
});

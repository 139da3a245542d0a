// Settings a distributor's operators actually tune, with the values the product uses today.
const row = (category: string, config_key: string, config_value: string, description: string) => ({ category, config_key, config_value, description });

export const systemConfigRows = [
  row('asn', 'asn.max_lines', '150', 'Most items one ASN may hold (rule R16)'),
  row('asn', 'asn.max_lines_vmi', '50', 'Most items an ASN to a VMI bill-to may hold (rule R16)'),
  row('asn', 'asn.price_tolerance_pct', '0.5', 'Price difference (percent) an ASN line may carry without a price review'),
  row('import', 'import.max_rows', '20000', 'Most rows one import file may hold'),
  row('import', 'export.max_rows', '200000', 'Most rows one export may hold'),
  row('price', 'price.audit_levels', '2', 'Audit levels a price draft passes before it takes effect'),
  row('mail', 'mail.from', 'Distribution Admin <no-reply@example.com>', 'Sender of notification mails'),
  row('mail', 'mail.daily_digest_hour', '8', 'Hour (server time) the daily digest of pending audits is sent'),
  row('security', 'security.idle_minutes', '30', 'Minutes without activity before a session asks to sign in again'),
  row('security', 'security.password_min_length', '10', 'Shortest password a user may choose'),
  row('general', 'general.company_name', 'Example Electronics Distribution Ltd.', 'Company name on exports and mails'),
  row('general', 'general.fiscal_year_start', '01-01', 'First day (MM-DD) of the fiscal year for reports'),
];

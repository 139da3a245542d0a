// The DIT calls' wire shapes beyond the record (server/modules/management/dit, the DIT screens).
export interface DitBg { id: number; name: string; projects: number; open: number; won: number; next_mp_date: string | null }
export interface DitSubstitute { id: number; mpn: string; manufacturer: string; sub_type: string; qualification_status: string | null; direction: 'substitute' | 'original' }
export interface DitForecast { forecast_no: string | null; forecast_date: string | null; weeks: { week_start: string; qty: string }[]; total: string }
export interface DitRfq { rfq_id: number; rfq_no: string; stage: string; qty: number; target_price: string | null; quoted_price: string | null; created_by: string; created_at: string }
export interface DitWinRateRow { quarter: string; projects: number; won: number; lost: number; open: number; win_rate: string | null }
export interface DitWinRate { bg_id: number; bg: string; quarters: DitWinRateRow[]; total: DitWinRateRow }
/** GET /api/v2/dit/win-rate/{bgId} (chosen path): the screen /management/dit/winRate/{id}. */
export const ditWinRatePath = (bgId: number | string) => `/management/dit/winRate/${bgId}`;

/** `view-dit` reads; `manage-dit` writes, sets the MP date, raises RFQs and archives. */
export const DIT_ACCESS = { permissions: ['view-dit', 'manage-dit'] };

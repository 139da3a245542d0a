// The function-block calls' wire shapes (server/modules/management/functionBlock, the block diagram).
export interface FbSubsystem { id: number; seq: number; name: string; col: number; row: number; links_to: string | null }
export interface FbItem { id: number; function_block_id: number; subsystem_seq: number; material_id: number; mpn: string; competitor: string | null; status: 'open' | 'won' | 'lost'; remark: string | null }
export interface FbDiagram { id: number; code: string; name: string; subsystems: FbSubsystem[]; items: FbItem[] }
export interface FbWinRate { id: number; code: string; name: string; items: number; won: number; lost: number; open: number; win_rate: string | null }

/** The manager edits; the viewer (whose name is not `view-…`) reads only. */
export const FB_ACCESS = { permissions: ['manage-function-block-manager', 'manage-function-block-viewer'], write: ['manage-function-block-manager'] };

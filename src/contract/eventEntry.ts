// One event as GET /api/v1/event answers it: the server builds it, the event log screen reads it.
export interface EventEntry {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  /** Set when the change was made while switched: the person behind it. */
  original_user_id: number | null;
  original_user_name: string | null;
  resource: string;
  record_id: number | null;
  action: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}

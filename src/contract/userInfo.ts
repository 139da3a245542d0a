// GET /api/v1/user/info/{id}: what the user information page reads beside the user record, shared by
// the screen and the server.

export interface OrgStep {
  id: number;
  kind: string;
  code: string;
  name: string;
}

/** An event without its before/after: the page tells what happened, the event log (user-event) shows the contents. */
export interface EventLine {
  id: number;
  at: string;
  user_name: string | null;
  original_user_name: string | null;
  resource: string;
  record_id: number | null;
  action: string;
}

export interface UserInfoExtra {
  id: number;
  /** The newest session the user opened themselves (a switched session is someone else signing in as them). */
  last_sign_in_at: string | null;
  last_seen_at: string | null;
  /** Sessions neither revoked nor expired. */
  live_sessions: number;
  /** The user's unit and its parents, company first; null when placed in none. */
  organization: { assigned_at: string; path: OrgStep[] } | null;
  /** The newest events the user made (also those made while switched). */
  activity: { list: EventLine[]; total: number };
  /** The newest changes made to the account (resource user). */
  account_changes: { list: EventLine[]; total: number };
}

import type { AppUser } from '../../authProvider/user';
import type { Label } from '../../schema';

/** A header counter (document 1, section 3): how to load its count and the screen it belongs to. */
export interface CounterSource {
  key: string;
  label: Label;
  /** The screen the count belongs to (its menu badge and Home link). */
  path?: string;
  load: (user: AppUser) => Promise<number | undefined>;
}

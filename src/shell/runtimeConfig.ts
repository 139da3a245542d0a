// The shell's part of the run-time configuration (/config.js, set per environment on the server).
import type { AppConfig } from '../config';

declare module '../config' {
  interface AppConfig {
    /** The friendly links of the header; a link that is not configured is not shown. */
    ediUrl?: string;
    ticketUrl?: string;
  }
}

const runtimeConfig = (): AppConfig => (typeof window === 'undefined' ? {} : (window.__APP_CONFIG__ ?? {}));

export interface FriendlyLink {
  /** Translation key of the link's label. */
  label: string;
  url: string;
}

/** The configured friendly links, in menu order. */
export function friendlyLinks(): FriendlyLink[] {
  const config = runtimeConfig();
  const links: FriendlyLink[] = [];
  if (config.ediUrl) links.push({ label: 'app.links.edi', url: config.ediUrl });
  if (config.ticketUrl) links.push({ label: 'app.links.tickets', url: config.ticketUrl });
  return links;
}

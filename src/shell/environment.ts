// The environment bar's look: which label and colour each non-production environment gets.
import type { Environment } from './serverInfo';

export interface EnvironmentMark {
  /** Translation key; the words are DEV, Staging, UAT in every language (the spec's labels). */
  label: string;
  color: string;
}

const MARKS: Record<Exclude<Environment, 'production'>, EnvironmentMark> = {
  development: { label: 'app.header.environment.development', color: '#2e7d32' },
  staging: { label: 'app.header.environment.staging', color: '#ed6c02' },
  uat: { label: 'app.header.environment.uat', color: '#7b1fa2' },
};

/** Production (or not known yet) is not marked at all. */
export const environmentMark = (environment: Environment | undefined): EnvironmentMark | undefined =>
  environment && environment !== 'production' ? MARKS[environment] : undefined;

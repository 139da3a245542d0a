/** Tables of a feature that are not declarations: run once, in order, recorded by name. */
export interface FeatureMigration {
  name: string;
  statements: string[];
}

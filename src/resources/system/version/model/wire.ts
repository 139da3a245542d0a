// GET /api/v2/git-lab/tags: the product's own version list, answered from the running build's release
// notes (server/modules/system/version/releaseNotes.ts), no outside service.

export interface VersionNote {
  /** `v` + the version, as a Git tag names it. */
  tag_name: string;
  /** YYYY-MM-DD. */
  released_at: string;
  /** The notes in the caller's language, one change a line. */
  description: string;
  /** The version this server runs. */
  current: boolean;
}

export interface VersionList {
  api: { version: string };
  /** Newest first: the first item is the running build's (the spec reads versionInfo[0]). */
  versionInfo: VersionNote[];
}

import type { Catalogue } from '@tolk/ui';

/** English texts of /version. */
export const versionEnglish: Catalogue = {
  'version.title': 'Version information',
  'version.version': 'Version',
  'version.branch': 'Branch',
  'version.commitHash': 'Commit',
  'version.loading': 'Fetching version information …',
  'version.failed': 'The version information could not be fetched.',
};

import { defineMessages } from 'react-intl';

export const versionMessages = defineMessages({
  title: { id: 'version.title', defaultMessage: 'Versionsinformation' },
  version: { id: 'version.version', defaultMessage: 'Version' },
  branch: { id: 'version.branch', defaultMessage: 'Gren' },
  commitHash: { id: 'version.commitHash', defaultMessage: 'Commit' },
  loading: { id: 'version.loading', defaultMessage: 'Hämtar versionsinformation …' },
  failed: { id: 'version.failed', defaultMessage: 'Versionsinformationen kunde inte hämtas.' },
});

/**
 * STUB, to be replaced by the configuration derived from the content schema: what Sveltia CMS edits
 * at /admin/ and where it commits. The admin build writes it to /admin/config.yml.
 */
export function cmsConfig(): object {
  return {
    backend: {
      name: 'github',
      repo: process.env.CMS_REPO ?? 'launchloop/site',
      branch: process.env.CMS_BRANCH ?? 'main',
      base_url: process.env.CMS_AUTH_URL,
    },
    publish_mode: 'editorial_workflow',
    media_folder: 'content/media/case-studies',
    public_folder: '/media/case-studies',
    i18n: { structure: 'single_file', locales: ['en', 'ar'], default_locale: 'en' },
    collections: [
      {
        name: 'settings',
        label: 'Site settings',
        // Both levels: Sveltia CMS leaves a collection, or one of its files, monolingual without it.
        i18n: true,
        files: [
          {
            name: 'site',
            label: 'Site',
            file: 'content/site.json',
            format: 'json',
            i18n: true,
            fields: [{ name: 'spotsPerMonth', label: 'Spots this month', widget: 'number', value_type: 'int', i18n: 'duplicate' }],
          },
        ],
      },
    ],
  }
}

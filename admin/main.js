import CMS from '@sveltia/cms'

// Its configuration is /admin/config.yml, written by admin/vite.config.ts.
CMS.init()

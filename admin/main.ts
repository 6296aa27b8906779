import CMS from '@sveltia/cms'
import { PREVIEWS, previewTemplate, type PreviewName } from './preview/templates.ts'

// The built editor only: in development Vite would put the site's stylesheet on the editor's own page.
if (import.meta.env.PROD) {
  for (const name of Object.keys(PREVIEWS) as PreviewName[]) CMS.registerPreviewTemplate(name, previewTemplate(name))
  // The site's stylesheet, for the preview's frame only (admin/vite.config.ts).
  const style = document.querySelector<HTMLMetaElement>('meta[name="preview-style"]')?.content
  if (style) CMS.registerPreviewStyle(style)
}
// Its configuration is /admin/config.yml, written by admin/vite.config.ts.
CMS.init()

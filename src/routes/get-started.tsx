import { createFileRoute } from '@tanstack/react-router'
import { ApplicationPage } from '../components/ApplicationForm/ApplicationPage'
import { applicationPage } from '../content/pages'

export const Route = createFileRoute('/get-started')({
  head: () => ({
    meta: [{ title: applicationPage.metaTitle }, { name: 'description', content: applicationPage.metaDescription }],
  }),
  component: ApplicationPage,
})

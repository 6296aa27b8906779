/** Inlined into each language's one not-found page (`?iife`), which serves every unknown address: names it before the first paint, with no other script. */
import { localePath, pageLang } from '../../../ground/lang'
import { readablePath } from './readable-path'

const path = readablePath(location.pathname)
// This page is in the language the address names.
const caseStudy = location.pathname.startsWith(localePath(pageLang(), '/case-study/'))
// In the head, before the messages are parsed: CSS shows the right one from the first paint.
if (caseStudy) document.documentElement.dataset.missing = 'case-study'
console.warn(`404: no page at ${JSON.stringify(path)}`)
addEventListener('DOMContentLoaded', () => {
  // The page then holds one message, one heading.
  document.querySelector(`[data-not-found="${caseStudy ? 'page' : 'case-study'}"]`)!.remove()
  const line = document.querySelector<HTMLElement>('[data-path-line]')
  if (!line) return
  line.querySelector('code')!.textContent = path
  line.hidden = false
})

/** Which form the application page shows, on `<html data-application>` (docs/application.md). */
export type ApplicationState = 'loading' | 'embed' | 'own' | 'offline' | 'fallback' | 'waiting'

export const applicationState = () =>
  document.documentElement.getAttribute('data-application') as ApplicationState | null

export const setApplicationState = (state: ApplicationState) =>
  document.documentElement.setAttribute('data-application', state)

/** Our form in place of HubSpot's, if the page still waits for it. */
export const fallBack = () => applicationState() === 'loading' && setApplicationState('fallback')

/** Before the first paint: ours where the device keeps something of it, it is the only one, or offline; else HubSpot's, loading. */
export function firstState({
  primary,
  online,
  draft,
}: {
  primary: boolean
  online: boolean
  draft?: { id?: string; errors?: object }
}): ApplicationState {
  // Sent or refused before: our form's code takes it up at once, and nothing is typed over it meanwhile.
  if (draft?.id || draft?.errors) return 'waiting'
  if (primary) return 'own'
  if (!online) return 'offline'
  return draft ? 'own' : 'loading'
}

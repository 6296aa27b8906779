import { site } from './site.ts'

export const pwa = {
  manifest: {
    name: `${site.name}: MVPs in 4 weeks`,
    shortName: site.name,
    description: site.description,
  },
  toasts: {
    regionLabel: 'Notifications',
    updateAvailable: 'A new version is available',
    updateText: 'Reload to see the latest version of the site.',
    reload: 'Reload',
    dismiss: 'Dismiss',
    applicationSent: 'Your application was sent',
    applicationSentText: 'It had waited on this device. We reply within one business day.',
    applicationRefused: 'Your application needs a change',
    applicationNotAccepted: 'Your application could not be sent',
    /** `{problem}`: the form service's own words. */
    applicationRefusedText: 'Our form service could not accept it: {problem}',
    applicationNotAcceptedText: 'Our form service could not accept it. Nothing you typed is lost: open the form to email it to us.',
    openForm: 'Open the form',
    appInstalled: 'App installed',
  },
  /** Said in the footer once the site has been kept on the device. */
  offlineReady: 'Ready to work offline: every page you can reach from here now opens without a connection.',
  video: {
    unavailable: 'The video needs a connection. The picture shows its final frame.',
  },
}

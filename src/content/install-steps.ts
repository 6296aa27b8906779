import { site } from './site'

/**
 * Safari has no install prompt: the steps to add the site by hand, on an iPhone or iPad and on a
 * Mac (loaded with the dialog that shows them).
 */
export const installSteps = {
  title: `Install ${site.name}`,
  close: 'Close',
  ios: {
    intro: 'Safari adds the site to your Home Screen from its Share menu:',
    steps: ['Tap the Share button in Safari’s toolbar.', 'Choose “Add to Home Screen”.', 'Tap “Add”.'],
  },
  mac: {
    intro: 'Safari adds the site to your Dock from its File menu:',
    steps: ['In the menu bar, choose File, then “Add to Dock…”.', 'Click “Add”.'],
  },
}

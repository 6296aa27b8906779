import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import { EVENTS, track } from './funnel'

/** Each metric once it is final (mostly when the page is hidden): milliseconds, or the layout shift score. */
const report = ({ name, value, rating }: Metric) =>
  track(EVENTS.vitals, { metric: name, value: name === 'CLS' ? value.toFixed(3) : String(Math.round(value)), rating })

export function reportVitals() {
  onLCP(report)
  onINP(report)
  onCLS(report)
}

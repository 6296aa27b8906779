import type { IconName } from '../../content/types'

const paths: Record<
  | IconName
  | 'menu'
  | 'close'
  | 'play'
  | 'pause'
  | 'chevron-left'
  | 'chevron-right'
  | 'chevron-down'
  | 'check'
  | 'arrow-left'
  | 'clock'
  | 'share'
  | 'download'
  | 'system'
  | 'light'
  | 'dark',
  string
> = {
  palette:
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.9 1.2-1.8-.5-1.1.3-2.2 1.5-2.2H17a4 4 0 0 0 4-4c0-5-4-10-9-10Z M7.5 11.5h.01 M10 7.5h.01 M14.5 7.5h.01',
  layers: 'm12 3 9 5-9 5-9-5 9-5Z m-9 9 9 5 9-5 m-18 4 9 5 9-5',
  plug: 'M9 3v5 M15 3v5 M6 8h12v3a6 6 0 0 1-12 0V8Z M12 17v4',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z m3.5-12.5-2 5-5 2 2-5 5-2Z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M3 12h18 M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  cpu: 'M7 7h10v10H7z M10 10h4v4h-4z M9 3v4 M15 3v4 M9 17v4 M15 17v4 M3 9h4 M3 15h4 M17 9h4 M17 15h4',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  shield: 'M12 3 4 6v6c0 4.6 3.4 8.3 8 9 4.6-.7 8-4.4 8-9V6l-8-3Z m-3.5 9 2.5 2.5 4.5-5',
  flag: 'M5 21V4 M5 4h11l-2 4 2 4H5',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11 M16 13h.01',
  workflow: 'M4 4h6v6H4z M14 14h6v6h-6z M7 10v4a3 3 0 0 0 3 3h4 M17 14V9a3 3 0 0 0-3-3h-4',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Z M4 19a2 2 0 0 1 2-2h13 M9 7h6',
  store:
    'M4 9 5.5 4h13L20 9 M4 9h16v2a3 3 0 0 1-5.3 2A3 3 0 0 1 12 14a3 3 0 0 1-2.7-1A3 3 0 0 1 4 11V9Z M5 14v6h14v-6 M10 20v-4h4v4',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6 6 18',
  play: 'M8 5.5v13l10-6.5-10-6.5Z',
  pause: 'M8 5v14 M16 5v14',
  'chevron-left': 'm15 5-7 7 7 7',
  'chevron-right': 'm9 5 7 7-7 7',
  'chevron-down': 'm5 9 7 7 7-7',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  'arrow-left': 'M19 12H5 m6-6-6 6 6 6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2',
  share: 'M12 3v12 M7 8l5-5 5 5 M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6',
  download: 'M12 3v12 M7 10l5 5 5-5 M5 20h14',
  system: 'M3 5h18v11H3z M8 20h8 M12 16v4',
  light:
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
}

export type IconGlyph = keyof typeof paths

/** Icons that point along the line: right to left, they point the other way (global.css). */
const POINTING = new Set<IconGlyph>(['chevron-left', 'chevron-right', 'arrow-left'])

export interface IconProps {
  name: IconGlyph
  /** @default 24 */
  size?: number
  className?: string
}

/** A decorative icon: hidden from assistive technology, since its label is always beside it. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-pointing={POINTING.has(name) ? '' : undefined}
    >
      <path d={paths[name]} />
    </svg>
  )
}

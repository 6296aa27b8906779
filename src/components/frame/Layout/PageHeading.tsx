import type { ReactNode } from 'react'

/** A page's h1. It takes focus after a client-side page change, so it is focusable by script only. */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={className} tabIndex={-1} data-page-heading>
      {children}
    </h1>
  )
}

import type { HTMLAttributes, ReactNode } from 'react'

/** Static HTML the server rendered inside an island, handed back to it in the browser untouched. */
export interface StaticHtml {
  staticHtml: string
}

/** Server-rendered content inside an island: React elements on the server, their HTML in the browser. */
export type Slot = ReactNode | StaticHtml

const isStaticHtml = (slot: Slot): slot is StaticHtml => typeof slot === 'object' && slot !== null && 'staticHtml' in slot

/** Holds one slot; in the browser React leaves its content as the server wrote it and ships none of its components. */
export function SlotHost({ node, index, ...props }: { node: Slot; index: number } & HTMLAttributes<HTMLDivElement>) {
  if (isStaticHtml(node)) return <div {...props} data-slot={index} dangerouslySetInnerHTML={{ __html: node.staticHtml }} suppressHydrationWarning />
  return (
    <div {...props} data-slot={index}>
      {node}
    </div>
  )
}

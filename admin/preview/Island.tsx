/** The site's `Island` (src/islands/Island.server.tsx) in the preview: its component drawn and running at once, as a hydrated island is. */
import { Children, type ComponentType, type ReactNode } from 'react'
import { IslandSlot } from '../../src/islands/IslandRoot.tsx'

export function Island({
  component,
  as: Element = 'div',
  props,
  children,
}: {
  component: ComponentType<never>
  as?: 'div' | 'li'
  props: object
  children?: ReactNode
}) {
  const Component = component as ComponentType<Record<string, unknown>>
  const slots =
    children === undefined
      ? undefined
      : Children.toArray(children).map((child, index) => <IslandSlot key={index}>{child}</IslandSlot>)
  return (
    <Element data-island="">
      <Component {...(props as Record<string, unknown>)}>{slots}</Component>
    </Element>
  )
}

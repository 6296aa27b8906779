/** What "one row" means for the header in every browser's tests, as a list of what a visitor would see wrong. */
import type { headerRow } from './cross-browser/in-page'

export type HeaderRow = ReturnType<typeof headerRow>

/** A height other than `height`, a control wrapped, cut off, outside the header or screen, off the row's middle or over another, sideways scroll. */
export function rowProblems(row: HeaderRow, height: number) {
  const problems: string[] = []
  if (Math.abs(row.height - height) > 0.5) problems.push(`the header is ${row.height} px high, not ${height} px`)
  if (row.sideways) problems.push('the page scrolls sideways')
  if (row.controls.length < 2) problems.push(`only ${row.controls.length} control shown`)
  const middle = (control: HeaderRow['controls'][number]) => (control.top + control.bottom) / 2
  const rowMiddle = row.height / 2
  row.controls.forEach((control, index) => {
    const name = `"${control.name}"`
    if (control.lines > 1) problems.push(`${name} takes ${control.lines} lines`)
    if (control.cut) problems.push(`${name} is cut off`)
    if (control.top < 0 || control.bottom > row.height) problems.push(`${name} sticks out of the header`)
    if (control.left < 0 || control.right > row.width) problems.push(`${name} is off the screen`)
    if (Math.abs(middle(control) - rowMiddle) > 2) problems.push(`${name} is off the row`)
    for (const other of row.controls.slice(index + 1)) {
      if (control.left < other.right - 1 && other.left < control.right - 1)
        problems.push(`${name} overlaps "${other.name}"`)
    }
  })
  return problems
}

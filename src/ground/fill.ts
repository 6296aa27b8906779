export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** `fill` for values that are not text (a link, a name set as code): the template's parts, each placeholder replaced by its value. */
export function fillParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1]
      return key !== undefined && key in values ? values[key]! : part
    })
}

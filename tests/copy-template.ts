// Snapshots with each text of the content as its key (`{{hero.cta}}`) and alike list items once: they hold the structure, which a CMS edit leaves as it is.
import { copyIn, escapeRegExp, type Lang } from './site'

type Copy = ReturnType<typeof copyIn>

function textsOf(copy: Copy): [key: string, text: string][] {
  const { caseStudies, packages, premium, applicationFields, consentField, site } = copy
  const readable = {
    site: { name: site.name, contactEmail: site.contactEmail },
    chrome: copy.chrome,
    navigation: copy.navigation.map(({ label }) => ({ label })),
    hero: copy.hero,
    why: copy.why,
    packageSection: copy.packageSection,
    features: copy.features,
    caseStudiesSection: copy.caseStudiesSection,
    // Not the short feature names (the detailed features' own), the headline result (one of the results), the colour or the icon.
    caseStudies: caseStudies.map(
      ({ features: _, headlineResult: _headline, colour: _colour, icon: _icon, image, ...words }) => ({
        ...words,
        image: { alt: image.alt },
      }),
    ),
    // Which result is the headline is the editor's choice: a scope that names these first keys its words by this, not by the result's place.
    headlineResults: caseStudies.map((study) => study.headlineResult),
    pricingSection: copy.pricingSection,
    packages: packages.map(({ popular: _, price, ...words }) => ({ ...words, price: copy.price(price) })),
    premium: { ...premium, price: copy.price(premium.price) },
    applicationPage: copy.applicationPage,
    applicationForm: copy.applicationForm,
    applicationFields: Object.fromEntries(
      applicationFields.map(({ name, label, hint, missing, invalid, options }) => [
        name,
        { label, hint, missing, invalid, options },
      ]),
    ),
    consentField: { label: consentField.label, missing: consentField.missing },
    caseStudyPage: copy.caseStudyPage,
    notFoundPage: copy.notFoundPage,
    pwa: copy.pwa,
    installSteps: copy.installSteps,
  }
  const texts: [string, string][] = []
  const walk = (value: unknown, key: string) => {
    // A text with placeholders left is never shown as it is: its filled forms are added below.
    if (typeof value === 'string') return void (/\{\w+\}/.test(value) || texts.push([key, value]))
    if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, `${key}.${name}`)
  }
  for (const [name, value] of Object.entries(readable)) walk(value, name)
  caseStudies.forEach((study, index) => {
    const n = index + 1
    texts.push([`caseStudiesSection.slideLabel(n=${n}, total=caseStudies.length)`, copy.slide(n)])
    texts.push([`caseStudiesSection.goToSlide(n=${n}, company=caseStudies.${index}.company)`, copy.pickSlide(n)])
    texts.push([
      `caseStudiesSection.featuresLabel(company=caseStudies.${index}.company)`,
      copy.featuresOf(study.company),
    ])
  })
  texts.push(['premium.line(price=premium.price)', copy.premiumLine])
  return texts
}

/** Each text of the copy in `scope` as its key; words two keys share are written with both (`{{a|b}}`) for the list item they are in to choose, so a snapshot keeps its keys when an edit makes them differ. */
export function withCopyAsKeys(text: string, lang: Lang, scope: string[]) {
  const inScope = (key: string) =>
    scope.findIndex((part) => key === part || key.startsWith(`${part}.`) || key.startsWith(`${part}(`))
  const texts = textsOf(copyIn(lang))
    .filter(([key]) => inScope(key) !== -1)
    .sort(([a], [b]) => inScope(a) - inScope(b))
  const keysOf = new Map<string, string[]>()
  for (const [key, words] of texts) keysOf.set(words, [...(keysOf.get(words) ?? []), key])
  const longestFirst = [...keysOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp)
  const words = new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
  return text.replace(words, (found) => `{{${keysOf.get(found)!.join('|')}}}`)
}

const indexesOf = (key: string) =>
  key
    .split(/[.(=]/)
    .filter((segment) => /^\d+$/.test(segment))
    .map(Number)

/** Of the keys that hold the same words, the one whose indexes end as the enclosing list items' (`within`) do, else the first. */
function keysChosen(line: string, within: number[]) {
  return line.replace(/\{\{([^}]+)\}\}/g, (_, keys: string) => {
    const candidates = keys.split('|')
    const fit = (key: string) => {
      const indexes = indexesOf(key)
      let matched = 0
      while (matched < Math.min(indexes.length, within.length) && indexes.at(-1 - matched) === within.at(-1 - matched))
        matched++
      return matched
    }
    const best = Math.max(...candidates.map(fit))
    return `{{${candidates.find((key) => fit(key) === best)}}}`
  })
}

function ownIndexAsHash(lines: string[], index: number) {
  return lines.map((line) =>
    line.replace(/\{\{[^}(]+/g, (key) => {
      const segments = key.split('.')
      const last = segments.findLastIndex((segment) => /^\d+$/.test(segment))
      if (last !== -1 && Number(segments[last]) === index) segments[last] = '#'
      return segments.join('.')
    }),
  )
}

/** Each list whose items are heard alike (numbered 1 to n of n), once: how many the content has is the business's. */
export function readerListsFolded(transcript: string, within: number[] = []): string {
  const lines = transcript.split('\n')
  const START = /^listitem, level (\d+), position (\d+), set size (\d+)$/
  const out: string[] = []
  for (let at = 0; at < lines.length;) {
    const first = START.exec(lines[at]!)
    if (!first) {
      out.push(keysChosen(lines[at++]!, within))
      continue
    }
    const [, level, , size] = first
    const items: { position: number; lines: string[] }[] = []
    while (at < lines.length) {
      const start = START.exec(lines[at]!)
      if (!start || start[1] !== level || start[3] !== size) break
      const end = lines.indexOf(`end of ${lines[at]}`, at)
      if (end === -1) break
      const index = Number(start[2]) - 1
      const inner = readerListsFolded(lines.slice(at + 1, end).join('\n'), [...within, index]).split('\n')
      items.push({ position: index + 1, lines: ownIndexAsHash(inner, index) })
      at = end + 1
    }
    const numbered = items.length === Number(size) && items.every((item, index) => item.position === index + 1)
    const alike = items.every((item) => item.lines.join('\n') === items[0]!.lines.join('\n'))
    const each = `listitem, level ${level}, position #, set size #`
    if (numbered && alike) out.push(each, ...items[0]!.lines, `end of ${each}`)
    else
      for (const item of items)
        out.push(
          `listitem, level ${level}, position ${item.position}, set size ${size}`,
          ...item.lines,
          `end of listitem, level ${level}, position ${item.position}, set size ${size}`,
        )
  }
  return out.join('\n')
}

/** `ariaSnapshot()` without YAML's quotes, which follow the copy's colons and quotes, not the structure. */
export function ariaTreeUnquoted(yaml: string) {
  const unquote = (part: string) => {
    if (part.startsWith("'") && part.endsWith("'")) return part.slice(1, -1).replace(/''/g, "'")
    if (part.startsWith('"') && part.endsWith('"')) return JSON.parse(part) as string
    return part
  }
  return yaml
    .split('\n')
    .map((line) => {
      const node = /^(\s*- )('(?:[^']|'')*'|[^:]*?)(:(?: (.*))?)?$/.exec(line)
      if (!node) return line
      const [, lead, key, colon, value] = node
      // A name in a node's key is JSON-quoted by Playwright: its own escapes come off too.
      const name = unquote(key!).replace(
        /^(\w+) ("(?:[^"\\]|\\.)*")/,
        (_, role: string, quoted: string) => `${role} "${JSON.parse(quoted)}"`,
      )
      return `${lead}${name}${value === undefined ? (colon ?? '') : `: ${unquote(value)}`}`
    })
    .join('\n')
}

export function ariaListsFolded(tree: string, within: number[] = []): string {
  const lines = tree.split('\n')
  const indent = (line: string) => /^\s*/.exec(line)![0].length
  const out: string[] = []
  for (let at = 0; at < lines.length;) {
    if (!/^\s*- listitem\b/.test(lines[at]!)) {
      out.push(keysChosen(lines[at++]!, within))
      continue
    }
    const depth = indent(lines[at]!)
    const items: string[][] = []
    while (at < lines.length && indent(lines[at]!) === depth && /^\s*- listitem\b/.test(lines[at]!)) {
      let end = at + 1
      while (end < lines.length && indent(lines[end]!) > depth) end++
      const index = items.length
      const inner =
        end > at + 1 ? ariaListsFolded(lines.slice(at + 1, end).join('\n'), [...within, index]).split('\n') : []
      items.push(ownIndexAsHash([keysChosen(lines[at]!, [...within, index]), ...inner], index))
      at = end
    }
    const alike = items.every((item) => item.join('\n') === items[0]!.join('\n'))
    if (alike) out.push(items[0]![0]!.replace(/- listitem\b/, '- listitem (each)'), ...items[0]!.slice(1))
    else for (const item of items) out.push(...item)
  }
  return out.join('\n')
}

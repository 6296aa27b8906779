import { describe, expect, it } from 'vitest'
import { caseStudiesIn } from '../../src/content/case-studies.ts'
import { caseStudyCard, siteCard } from './share-images.ts'

const texts = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!)

describe('share images', () => {
  it('set every Arabic line right to left, an isolate resvg orders by itself', () => {
    for (const svg of [siteCard('ar'), caseStudyCard(caseStudiesIn('ar')[0]!, 'ar')]) {
      const arabic = texts(svg).filter((text) => /[\u0600-\u06ff]/.test(text))
      expect(arabic.length).toBeGreaterThan(2)
      for (const text of arabic) expect(text, text).toMatch(/^\u2067[^\u2067\u2069]*\u2069$/)
    }
  })

  it('leave English lines as they are', () => {
    expect(texts(siteCard('en')).some((text) => /[\u2066-\u2069]/.test(text))).toBe(false)
  })
})

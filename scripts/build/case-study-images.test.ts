import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { caseStudiesIn } from '../../src/content/case-studies.ts'
import { LANGS } from '../../src/ground/locale.ts'
import { caseStudyImage, media } from '../../src/lib/media.ts'
import { writeCaseStudyImages } from './case-study-images.ts'

const out = mkdtempSync(join(tmpdir(), 'case-study-images-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('case-study pictures', () => {
  it('are written at every width for each language, each a picture with detail, the Arabic pages’ own where given', async () => {
    await writeCaseStudyImages(out)
    const smallest = media.caseStudyWidths[0]
    const pixels = new Map<string, Buffer>()
    for (const lang of LANGS) {
      for (const { image } of caseStudiesIn(lang)) {
        for (const width of media.caseStudyWidths) {
          const file = sharp(join(out, caseStudyImage(image.name, width)))
          const { data, info } = await file.clone().raw().toBuffer({ resolveWithObject: true })
          expect([info.width, info.height], image.name).toEqual([
            width,
            Math.round((width * image.height) / image.width),
          ])
          if (width !== smallest) continue
          pixels.set(image.name, data)
          const { channels } = await file.stats()
          expect(
            Math.min(...channels.map((channel) => channel.stdev)),
            `${image.name} is one flat colour`,
          ).toBeGreaterThan(20)
        }
      }
    }
    const differing = (a: Buffer, b: Buffer) =>
      a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length
    for (const [name, data] of pixels) {
      for (const [other, otherData] of pixels)
        if (name < other) expect(differing(data, otherData), `${name} and ${other}`).toBeGreaterThan(2)
    }
  })
})

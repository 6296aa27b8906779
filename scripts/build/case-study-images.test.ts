import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { caseStudiesIn } from '../../src/content/case-studies.ts'
import { darkImageName } from '../../src/content/case-study.ts'
import { LANGS } from '../../src/ground/locale.ts'
import { caseStudyImage, media } from '../../src/lib/media.ts'
import { writeCaseStudyImages } from './case-study-images.ts'

const out = mkdtempSync(join(tmpdir(), 'case-study-images-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('case-study pictures', () => {
  it('are written at every width for each language and theme, each a picture with detail, the Arabic pages’ and the dark theme’s own where given', async () => {
    await writeCaseStudyImages(out)
    const smallest = media.caseStudyWidths[0]
    const pixels = new Map<string, Buffer>()
    const brightness = new Map<string, number>()
    for (const lang of LANGS) {
      for (const { image } of caseStudiesIn(lang)) {
        if (!image.dark)
          expect(existsSync(join(out, caseStudyImage(darkImageName(image.name), smallest))), image.name).toBe(false)
        for (const name of image.dark ? [image.name, image.dark] : [image.name])
          for (const width of media.caseStudyWidths) {
            const file = sharp(join(out, caseStudyImage(name, width)))
            const { data, info } = await file.clone().raw().toBuffer({ resolveWithObject: true })
            expect([info.width, info.height], name).toEqual([width, Math.round((width * image.height) / image.width)])
            if (width !== smallest) continue
            pixels.set(name, data)
            const { channels } = await file.stats()
            expect(Math.min(...channels.map((channel) => channel.stdev)), `${name} is one flat colour`).toBeGreaterThan(
              20,
            )
            brightness.set(name, channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3)
          }
        // A dark page's picture is drawn dark: on the whole, much darker than the light one.
        if (image.dark) expect(brightness.get(image.dark)!, image.dark).toBeLessThan(brightness.get(image.name)! * 0.6)
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

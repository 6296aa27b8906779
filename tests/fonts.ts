import { expect, type Locator } from '@playwright/test'

const BRAND_FACE = { en: 'Inter', ar: 'IBM Plex Sans Arabic' } as const

async function drawnFaces(target: Locator) {
  const page = target.page()
  await page.evaluate(() => document.fonts.ready)
  await target.evaluate((element) => element.setAttribute('data-drawn-faces', ''))
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument')
    await cdp.send('CSS.enable')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-drawn-faces]' })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts
      .sort((a, b) => b.glyphCount - a.glyphCount)
      .map((font) => ({ family: font.familyName, custom: font.isCustomFont }))
  } finally {
    await target.evaluate((element) => element.removeAttribute('data-drawn-faces'))
    await cdp.detach()
  }
}

/** font-display: optional keeps a view's first paint if its font is late: reloaded until a view has it in time, `target` is drawn in the brand's face. */
export async function expectBrandFaceOnReload(target: Locator, lang: keyof typeof BRAND_FACE) {
  await expect(async () => {
    await target.page().reload()
    expect((await drawnFaces(target))[0]).toEqual({ family: BRAND_FACE[lang], custom: true })
  }).toPass({ timeout: 15_000 })
}

import type { Page } from '@playwright/test'
import type * as v from 'valibot'
import { fullRowFrom, fullRowRule } from '../src/components/frame/Header/header-fit'
import { wordsSchema } from '../src/content/fields'
import { catalog } from '../src/content/schema'
import { headerRow } from './cross-browser/in-page'
import { rowProblems } from './header-row'
import { copyIn, test, expect, LANGS, visit } from './fixtures'

/** Phones, tablets upright and sideways, small and large laptops, a desktop. */
const WIDTHS = [320, 390, 768, 800, 1024, 1100, 1280, 1440, 1920]

/** The header's height at 1280 px, which every other width keeps. */
async function heightAt1280(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 })
  return (await page.evaluate(headerRow)).height
}

for (const lang of LANGS) {
  const { chrome, navigation, at, site } = copyIn(lang)
  const other = lang === 'en' ? 'ar' : 'en'
  const banner = (page: Page) => page.getByRole('banner')
  /** Where this language's whole row starts, as the build works it out: where it is tightest. */
  const from = fullRowFrom({
    name: site.name,
    sections: navigation.map((item) => item.label),
    otherLanguage: chrome.otherLanguage,
    getStarted: chrome.getStarted,
  })

  test(`the header (${lang}) at every width is one row, as high as at 1280 px, with nothing on two lines or cut off; shows every section or none, and the menu button wherever it shows none; reaches the other language in its row, or in its drawer`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await visit(page, at('/'))
    await test.step('one row at every width', async () => {
      const height = await heightAt1280(page)
      for (const width of [...WIDTHS, from * 16 - 1, from * 16]) {
        await page.setViewportSize({ width, height: 800 })
        expect(rowProblems(await page.evaluate(headerRow), height), `${width} px`).toEqual([])
      }
    })

    await test.step('every section or none', async () => {
      // The row's own, before the drawer's (which is in the header too until it first opens).
      const row = banner(page).getByRole('navigation', { name: chrome.mainNavLabel, includeHidden: true }).first()
      const sections = row.getByRole('link', { includeHidden: true })
      const menu = banner(page).getByRole('button', { name: chrome.menuButton })
      const shown: boolean[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const visible = await Promise.all((await sections.all()).map((link) => link.isVisible()))
        expect(new Set(visible).size, `${width} px: some sections and not others`).toBe(1)
        expect(await menu.isVisible(), `${width} px`).toBe(!visible[0])
        shown.push(visible[0]!)
      }
      // Wider screens never lose the sections a narrower one showed, and the widest shows them.
      expect(shown.findIndex(Boolean)).toBeGreaterThan(-1)
      expect(shown.slice(shown.findIndex(Boolean)).every(Boolean)).toBe(true)
      await expect(sections).toHaveText(navigation.map((item) => item.label))
    })

    await test.step('the other language at every width', async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const inRow = banner(page).getByRole('link', { name: chrome.otherLanguage })
        if (await inRow.isVisible()) {
          await expect(inRow, `${width} px`).toHaveAttribute('hreflang', other)
          continue
        }
        await banner(page).getByRole('button', { name: chrome.menuButton }).click()
        const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
        await expect(drawer.getByRole('link', { name: chrome.otherLanguage }), `${width} px`).toHaveAttribute(
          'hreflang',
          other,
        )
        await expect(drawer.getByRole('link', { name: chrome.otherLanguage })).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
      }
    })
  })
}

/** The most characters a field of the header's content file may hold (src/content/schema.ts). */
const frameWords = wordsSchema(catalog.frame) as v.ObjectSchema<v.ObjectEntries, undefined>
const limitOf = (schema: v.GenericSchema) =>
  (schema as v.GenericSchema & { pipe: { type: string; requirement?: unknown }[] }).pipe.find(
    (action) => action.type === 'max_length',
  )!.requirement as number
const LIMITS = {
  section: limitOf((frameWords.entries.navigation as v.ObjectSchema<v.ObjectEntries, undefined>).entries.why!),
  otherLanguage: limitOf(frameWords.entries.otherLanguage!),
  getStarted: limitOf(frameWords.entries.getStarted!),
  name: limitOf((wordsSchema(catalog.settings) as v.ObjectSchema<v.ObjectEntries, undefined>).entries.name!),
}
/** `text` grown to `length` characters with its own letters, as a longer word in its language. */
const grown = (text: string, length: number) => text.padEnd(length, text.replace(/\s+/g, ''))

/** Puts `words` in the header in place of `was` (text for text), with the header's own rule for them, as the build would write it. */
async function writeInHeader(page: Page, was: Record<string, string>, words: Record<string, string>) {
  const sections = Object.keys(was).filter((key) => key.startsWith('section:'))
  const fit = {
    name: words.name!,
    sections: sections.map((key) => words[key]!),
    otherLanguage: words.otherLanguage!,
    getStarted: words.getStarted!,
  }
  const row = await page.locator('header > div').first().getAttribute('class')
  await page.evaluate(
    ({ was, words, rule }) => {
      const header = document.querySelector('header')!
      const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
      const replacements = new Map(Object.keys(was).map((key) => [was[key]!, words[key]!]))
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const replacement = replacements.get(text.textContent!)
        if (replacement !== undefined) text.textContent = replacement
      }
      document.querySelector('style[data-href="header-row"]')!.textContent = rule
    },
    { was, words, rule: fullRowRule(fit, row!) },
  )
  return fullRowFrom(fit)
}

for (const lang of LANGS) {
  const { chrome, navigation, at, site } = copyIn(lang)
  const was = {
    ...Object.fromEntries(navigation.map((item) => [`section:${item.hash}`, item.label])),
    otherLanguage: chrome.otherLanguage,
    getStarted: chrome.getStarted,
    name: site.name,
  }

  test(`holds the longest words the content allows, from the width the build works out for them (${lang})`, async ({
    page,
  }) => {
    await visit(page, at('/'))
    const longest = {
      ...Object.fromEntries(navigation.map((item) => [`section:${item.hash}`, grown(item.label, LIMITS.section)])),
      otherLanguage: grown(chrome.otherLanguage, LIMITS.otherLanguage),
      getStarted: grown(chrome.getStarted, LIMITS.getStarted),
      name: site.name,
    }
    const from = await writeInHeader(page, was, longest)
    const height = await heightAt1280(page)
    const sections = page.getByRole('banner').getByRole('navigation', { name: chrome.mainNavLabel })
    // Each part as it joins the row (Header.module.css), either side of where the whole row starts, and beyond.
    for (const width of [320, 575, 576, 767, 768, 1023, 1024, from * 16 - 1, from * 16, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      expect(rowProblems(await page.evaluate(headerRow), height), `${width} px`).toEqual([])
      await expect(sections, `${width} px`).toBeVisible({ visible: width >= from * 16 })
    }
  })

  test(`a company name too long for a phone goes onto more lines, whole, and nothing else gives way (${lang})`, async ({
    page,
  }) => {
    await visit(page, at('/'))
    await writeInHeader(page, was, { ...was, name: grown(site.name, LIMITS.name) })
    await page.setViewportSize({ width: 320, height: 800 })
    const row = await page.evaluate(headerRow)
    expect(row.sideways).toBe(false)
    expect(row.controls.filter((control) => control.cut).map((control) => control.name)).toEqual([])
    expect(row.controls.find((control) => control.name === chrome.homeLabel)?.lines).toBeGreaterThan(1)
    for (const control of row.controls) expect(control.right, control.name).toBeLessThanOrEqual(row.width)
  })
}

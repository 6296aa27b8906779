import { copyIn, test, expect, axe, hold, visit } from './fixtures'

const { caseStudies, caseStudyPage, pwa } = copyIn('en')

const study = caseStudies[0]!
const PATH = `/case-study/${study.slug}`
const CANONICAL = `https://www.launchloop.example${PATH}`

for (const when of ['before', 'after'] as const) {
  test(`Share ${when} its island hydrates opens the share sheet within the tap, with the title, one line and the canonical address`, async ({
    page,
  }) => {
    // The share sheet opens only with the user activation of the tap itself: recorded with each call.
    await page.addInitScript(() => {
      ;(window as unknown as { shared: unknown[] }).shared = []
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: object) => (
          (window as unknown as { shared: unknown[] }).shared.push({
            ...data,
            activated: navigator.userActivation.isActive,
          }),
          Promise.resolve()
        ),
      })
    })
    // Before: the island's code (and React) held back, so the client entry makes the press.
    const islandCode = when === 'before' ? await hold(page, /\/assets\/(mount|ShareButton)-[^/]*\.js$/) : undefined
    await visit(page, PATH)
    const share = page.getByRole('button', { name: caseStudyPage.share })
    if (when === 'after') {
      await share.hover()
      await expect(page.locator('[data-island="ShareButton"][data-hydrated]')).toBeAttached()
    }
    await share.click()
    if (islandCode) expect(await share.getAttribute('data-early')).toBe('queue')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: study.company, text: study.description, url: CANONICAL, activated: true }])
    await expect(page.getByText(pwa.toasts.linkCopied)).toBeHidden()
    await islandCode?.release()
  })
}

test('a cancelled share says nothing', async ({ page }) => {
  // The share sheet, cancelled; the clipboard, which copying the link instead would use.
  await page.addInitScript(() => {
    const record = window as unknown as { shares: number; copies: number }
    Object.assign(record, { shares: 0, copies: 0 })
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: () => (record.shares++, Promise.reject(new DOMException('Share canceled', 'AbortError'))),
    })
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: async () => void record.copies++ }),
    })
  })
  await visit(page, PATH)
  await page.getByRole('button', { name: caseStudyPage.share }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { shares: number }).shares)).toBe(1)
  // A task later, the refusal has been handled: copying or a dialog would have started by then.
  await page.evaluate(() => new Promise((done) => setTimeout(done)))
  expect(await page.evaluate(() => (window as unknown as { copies: number }).copies)).toBe(0)
  await expect(page.getByText(pwa.toasts.linkCopied)).toBeHidden()
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('without a share sheet, Share copies the address and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined }),
  )
  await visit(page, PATH)
  await page.getByRole('button', { name: caseStudyPage.share }).click()
  await expect(
    page.getByRole('region', { name: pwa.toasts.regionLabel }).getByText(pwa.toasts.linkCopied),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CANONICAL)
})

test('when copying is refused too, a dialog shows the address to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined })
    Object.defineProperty(Clipboard.prototype, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    })
  })
  await visit(page, PATH)
  const share = page.getByRole('button', { name: caseStudyPage.share })
  await share.click()
  const dialog = page.getByRole('dialog', { name: caseStudyPage.shareManualTitle })
  await expect(dialog).toBeVisible()
  const link = dialog.getByRole('textbox', { name: caseStudyPage.shareManualLabel })
  await expect(link).toHaveValue(CANONICAL)
  await expect(link).toBeFocused()
  expect(
    await link.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    ),
  ).toBe(CANONICAL)
  expect(await axe(page)).toEqual([])
  await dialog.getByRole('button', { name: caseStudyPage.shareClose }).click()
  await expect(dialog).toBeHidden()
  await expect(share).toBeFocused()
})

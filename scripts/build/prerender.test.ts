import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyStylesheetFiles, entryScript, serverStylesheet } from './prerender'

describe('entryScript', () => {
  it('is the address of the client entry', () => {
    expect(
      entryScript({
        'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
        '_mount.js': { file: 'assets/mount.js' },
      }),
    ).toBe('/assets/entry.js')
  })

  it('fails loudly without an entry', () => {
    expect(() => entryScript({})).toThrow(/no entry chunk/)
  })
})

describe('serverStylesheet', () => {
  const serverDir = (sheets: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'prerender-'))
    mkdirSync(join(dir, 'assets'))
    for (const name of sheets) writeFileSync(join(dir, 'assets', name), `/* ${name} */`)
    writeFileSync(join(dir, 'assets', 'chunk.js'), '')
    return dir
  }

  it("is the server build's one stylesheet", async () => {
    expect(await serverStylesheet(serverDir(['style-1.css']))).toBe('/* style-1.css */')
  })

  it('fails loudly with none or several', async () => {
    await expect(serverStylesheet(serverDir([]))).rejects.toThrow(/found 0/)
    await expect(serverStylesheet(serverDir(['a.css', 'b.css']))).rejects.toThrow(/found 2/)
  })
})

describe('copyStylesheetFiles', () => {
  it('publishes each file the stylesheet names, once', async () => {
    const [serverDir, outDir] = [mkdtempSync(join(tmpdir(), 'server-')), mkdtempSync(join(tmpdir(), 'out-'))]
    for (const dir of [join(serverDir, 'assets'), join(outDir, 'assets')]) mkdirSync(dir)
    for (const name of ['a-1.woff2', 'b-2.woff2', 'unused.woff2']) writeFileSync(join(serverDir, 'assets', name), name)
    const css =
      "@font-face{src:url(/assets/a-1.woff2)}@font-face{src:url('/assets/b-2.woff2') format('woff2')}.x{background:url(/assets/a-1.woff2)}"
    expect(await copyStylesheetFiles(css, serverDir, outDir)).toEqual(['assets/a-1.woff2', 'assets/b-2.woff2'])
    expect(['a-1.woff2', 'b-2.woff2', 'unused.woff2'].map((name) => existsSync(join(outDir, 'assets', name)))).toEqual([
      true,
      true,
      false,
    ])
  })
})

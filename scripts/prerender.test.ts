// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryScript, serverStylesheet } from './prerender'

describe('entryScript', () => {
  it('is the address of the client entry', () => {
    expect(entryScript({ 'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true }, '_mount.js': { file: 'assets/mount.js' } })).toBe('/assets/entry.js')
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

  it('is the server build\'s one stylesheet', async () => {
    expect(await serverStylesheet(serverDir(['style-1.css']))).toBe('/* style-1.css */')
  })

  it('fails loudly with none or several', async () => {
    await expect(serverStylesheet(serverDir([]))).rejects.toThrow(/found 0/)
    await expect(serverStylesheet(serverDir(['a.css', 'b.css']))).rejects.toThrow(/found 2/)
  })
})

// The site builds, and a link to a page that does not exist fails the build (VitePress's dead-link check,
// which the config keeps on), so `pnpm test` catches a broken link in the docs.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const docs = new URL('..', import.meta.url).pathname
const vitepress = join(docs, 'node_modules', '.bin', 'vitepress')

function build(root: string, outDir: string) {
  const result = spawnSync(vitepress, ['build', root, '--outDir', outDir], {
    cwd: docs,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** Every `link` of the sidebar in `.vitepress/config.ts`. */
function sidebarLinks(): string[] {
  const source = readFileSync(join(docs, '.vitepress', 'config.ts'), 'utf8')
  const sidebar = source.slice(source.indexOf('sidebar:'))
  return [...sidebar.matchAll(/link: '([^']+)'/g)].map((match) => match[1] ?? '')
}

describe('the documentation site', () => {
  it('builds with no dead internal link, and every sidebar entry is a page', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'portico-docs-'))
    try {
      const { status, output } = build(docs, outDir)
      expect(output).not.toMatch(/dead link/i)
      expect(status, output).toBe(0)
      expect(existsSync(join(outDir, 'index.html'))).toBe(true)
      const links = sidebarLinks()
      expect(links.length).toBeGreaterThan(15)
      for (const link of links) {
        const page = link.endsWith('/') ? `${link}index.html` : `${link}.html`
        expect(existsSync(join(outDir, page)), `${link} has no page`).toBe(true)
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })

  it('fails the build on a link to a page that does not exist', () => {
    const site = mkdtempSync(join(tmpdir(), 'portico-docs-dead-'))
    try {
      cpSync(join(docs, '.vitepress', 'config.ts'), join(site, '.vitepress', 'config.ts'))
      writeFileSync(join(site, 'index.md'), '# Home\n\nSee [the missing page](./guide/missing).\n')
      const { status, output } = build(site, join(site, 'out'))
      expect(status).not.toBe(0)
      expect(output).toMatch(/dead link/i)
      expect(output).toContain('guide/missing')
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })
})

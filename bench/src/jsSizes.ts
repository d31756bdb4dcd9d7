import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Bytes of `code` after gzip -9. */
export function gzipSize(code: string | Uint8Array): number {
  return gzipSync(code, { level: 9 }).length
}

/** Every .js file under `dir`, as paths relative to it ('assets/index-abc.js'). */
export function listJs(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => relative(dir, join(dir, file)))
    .sort()
}

/** The scripts and module preloads index.html names, relative to `dir`. */
export function htmlScripts(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const found = new Set<string>()
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const text = tag[0]
    const isScript = tag[1] === 'script' && /type="module"/.test(text)
    const isPreload = tag[1] === 'link' && /rel="modulepreload"/.test(text)
    const url = /(?:src|href)="([^"]+)"/.exec(text)?.[1]
    if ((isScript || isPreload) && url?.endsWith('.js')) found.add(url.replace(/^\.?\//, ''))
  }
  return [...found]
}

/** Summed gzip -9 size of `files` (relative to `dir`). */
export function sumGzip(dir: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) total += gzipSize(readFileSync(join(dir, file)))
  return total
}

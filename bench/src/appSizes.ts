import { htmlScripts, listJs, sumGzip } from './jsSizes.js'

export type AppSizes = {
  /** gzip -9 of the JS index.html loads: its module scripts and module preloads. */
  initialJsGzip: number
  /** gzip -9 of all JS the page fetched before the first click: the above plus what it imported while
   * loading (observed in the browser), e.g. element code loaded in an effect. */
  beforeClickJsGzip: number
  totalJsGzip: number
  chunks: number
  beforeClickFiles: string[]
}

/** Sizes of the built app in `dir`, given the JS files the browser fetched before the click. */
export function appSizes(dir: string, jsBeforeClick: readonly string[]): AppSizes {
  const all = listJs(dir)
  const html = htmlScripts(dir)
  const beforeClickFiles = [...new Set([...html, ...jsBeforeClick])]
    .filter((file) => all.includes(file))
    .sort()
  return {
    initialJsGzip: sumGzip(dir, html),
    beforeClickJsGzip: sumGzip(dir, beforeClickFiles),
    totalJsGzip: sumGzip(dir, all),
    chunks: all.length,
    beforeClickFiles,
  }
}

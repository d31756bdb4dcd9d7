/** A query value; `undefined`, `null` and `''` are skipped. */
export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = { readonly [key: string]: QueryValue }

/** Query params without the empty ones (undefined, null, ''), in insertion order. */
export function toSearchParams(params: QueryParams = {}): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, String(value))
  }
  return search
}

/** Joins `baseUrl` and `path` with exactly one slash and adds the non-empty params. */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams | undefined): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  for (const [key, value] of toSearchParams(params)) url.searchParams.set(key, value)
  return url.toString()
}

/** One path segment, percent-encoded except `:` (CAIP ids keep their colons). */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':')
}

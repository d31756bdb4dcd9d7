/**
 * Fills `{name}` placeholders from `values`; a name `values` does not own stays as written. The one filler of
 * the modal's, the frame's and the mails' strings.
 *
 * @example
 * format('Continue in {name}', { name: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  )
}

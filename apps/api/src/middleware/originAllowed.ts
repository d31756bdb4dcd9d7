/** True when `origin` matches one of the patterns; `*` stands for any run of characters but `/`. */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === '*') return true
    const regex = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[^/]*')}$`)
    return regex.test(origin)
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

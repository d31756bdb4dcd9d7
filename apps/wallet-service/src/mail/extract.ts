/** The first 6-digit code in a mail's text (not one inside a word or an address), else undefined. */
export function extractCode(text: string): string | undefined {
  return /(?<![\w@.+-])\d{6}(?![\w@])/.exec(text)?.[0]
}

/** The first http(s) link in a mail's text, else undefined. */
export function extractLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"']+/.exec(text)?.[0]
}

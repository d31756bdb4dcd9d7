import { createHash } from 'node:crypto'

/**
 * A generated square image for a wallet, asset, currency or token: its initials on a colour derived from
 * its id. The project draws its own images rather than copying anyone's logo.
 */
export function monogramSvg(id: string, label = id): string {
  const hash = createHash('sha256').update(id).digest()
  const hue = (hash[0]! * 360) / 256
  const hue2 = (hue + 40 + (hash[1]! % 60)) % 360
  const initials =
    label
      .replace(/[^\p{L}\p{N} ]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 70% 40%)"/>
</linearGradient></defs>
<rect width="96" height="96" rx="24" fill="url(#g)"/>
<text x="48" y="58" font-family="system-ui, sans-serif" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

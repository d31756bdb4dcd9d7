/** The SVG image of a Portico Pass: a gradient card whose hues derive from chain and token id. */
export function nftImage(chainId: number, tokenId: number): string {
  const hue = (tokenId * 67 + chainId * 13) % 360
  const hue2 = (hue + 140) % 360
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 35%)"/>`,
    '</linearGradient></defs>',
    '<rect width="512" height="512" rx="48" fill="url(#g)"/>',
    '<circle cx="256" cy="210" r="96" fill="none" stroke="white" stroke-width="16" opacity="0.9"/>',
    '<path d="M196 250v-70a60 60 0 0 1 120 0v70" fill="none" stroke="white" stroke-width="16"/>',
    '<text x="256" y="380" font-family="sans-serif" font-size="40" font-weight="700" fill="white" ',
    `text-anchor="middle">Portico Pass #${tokenId}</text>`,
    `<text x="256" y="430" font-family="monospace" font-size="24" fill="white" opacity="0.8" `,
    `text-anchor="middle">chain ${chainId}</text>`,
    '</svg>',
  ].join('')
}

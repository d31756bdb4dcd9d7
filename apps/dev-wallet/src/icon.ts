// A portico: pediment, four columns and a base, white on a blue-violet tile.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
  '<stop offset="0" stop-color="#5b7cfa"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs>',
  '<rect width="96" height="96" rx="22" fill="url(#g)"/>',
  '<path d="M48 16 80 34H16Z" fill="#fff"/>',
  '<rect x="18" y="38" width="60" height="5" rx="1.5" fill="#fff"/>',
  '<g fill="#fff" fill-opacity=".92">',
  '<rect x="22" y="46" width="8" height="26" rx="2"/><rect x="36" y="46" width="8" height="26" rx="2"/>',
  '<rect x="52" y="46" width="8" height="26" rx="2"/><rect x="66" y="46" width="8" height="26" rx="2"/></g>',
  '<rect x="14" y="74" width="68" height="7" rx="2" fill="#fff"/>',
  '</svg>',
].join('')

/** The wallet icon as an SVG data URI. */
export const icon = `data:image/svg+xml,${encodeURIComponent(svg)}`

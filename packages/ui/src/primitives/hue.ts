/** A stable hue (0-359) for a string: avatars and lettered tiles keep their colour across renders. */
export function hueOf(text: string): number {
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0
  return hash % 360
}

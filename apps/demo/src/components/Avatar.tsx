/** A gradient derived from the address, or the profile image when there is one. */
export function Avatar({
  address,
  image,
  size = 48,
}: {
  address: string
  image?: string | undefined
  size?: number
}) {
  if (image) return <img className="avatar" src={image} alt="" width={size} height={size} />
  const hue = Number.parseInt(address.slice(2, 8), 16) % 360
  const background = `linear-gradient(135deg, hsl(${hue} 80% 60%), hsl(${(hue + 70) % 360} 75% 45%))`
  return <span className="avatar" style={{ background, width: size, height: size }} aria-hidden="true" />
}

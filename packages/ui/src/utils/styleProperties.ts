import type { AttributePart } from 'lit'
import { noChange } from 'lit'
import { Directive, directive, type PartInfo, PartType } from 'lit/directive.js'

/** CSS properties by their CSS names (`font-size`, `--portico-x`); null or undefined leaves one unset. */
export type StyleProperties = Record<string, string | null | undefined>

/**
 * Like lit's `styleMap`, but every render, the first included, sets properties on `element.style` instead of
 * writing the `style` attribute: a Content-Security-Policy without `'unsafe-inline'` for styles refuses the
 * attribute, not the properties. Use it alone in a `style` attribute: `style=${styleProperties({ width })}`.
 */
class StylePropertiesDirective extends Directive {
  private previous = new Set<string>()

  constructor(partInfo: PartInfo) {
    super(partInfo)
    if (
      partInfo.type !== PartType.ATTRIBUTE ||
      partInfo.name !== 'style' ||
      (partInfo.strings?.length ?? 0) > 2
    ) {
      throw new Error('styleProperties must be the only part of a style attribute')
    }
  }

  render(_properties: StyleProperties) {
    return noChange
  }

  override update(part: AttributePart, [properties]: [StyleProperties]) {
    const { style } = part.element as HTMLElement | SVGElement
    for (const name of this.previous) {
      if (properties[name] == null) style.removeProperty(name)
    }
    this.previous = new Set()
    for (const [name, value] of Object.entries(properties)) {
      if (value == null) continue
      style.setProperty(name, value)
      this.previous.add(name)
    }
    return noChange
  }
}

export const styleProperties = directive(StylePropertiesDirective)

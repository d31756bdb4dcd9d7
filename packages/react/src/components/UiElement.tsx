import { createComponent } from '@lit/react'
import type { View } from '@portico/core'
import * as React from 'react'
import { ElementNotDefinedError } from '../errors.js'
import { useConfig } from '../hooks/useConfig.js'
import { type LocaleOption, loadElements, type ThemeMode, type ThemeVariables } from '../ui.js'

/** Props of the page buttons: HTML attributes, the element's properties and its `portico-open` event. */
export type ElementProps = React.HTMLAttributes<HTMLElement> & {
  /** Dark or light (default: the config's theme mode, which `PorticoProvider` sets). */
  themeMode?: ThemeMode | undefined
  /** Theme tokens of this button over the mode's defaults. */
  themeVariables?: Partial<ThemeVariables> | undefined
  /** This button's language ('ja', or `{ language, strings }`); default the modal's. */
  locale?: LocaleOption | undefined
  /** Before the button opens the modal on `view`; `event.preventDefault()` keeps it closed. */
  onOpen?: ((event: CustomEvent<{ view: View }>) => void) | undefined
}

type Wrapper = React.ComponentType<ElementProps & { config: unknown; ref?: React.Ref<HTMLElement> }>

const events = { onOpen: 'portico-open' }

const wrappers = new Map<string, Wrapper>()

/** `createComponent` needs the element's class, so it runs once `@portico/ui/elements` has registered it. */
async function loadWrapper(tagName: string): Promise<Wrapper> {
  await loadElements()
  const known = wrappers.get(tagName)
  if (known) return known
  const elementClass = customElements.get(tagName)
  if (!elementClass) throw new ElementNotDefinedError(tagName)
  const wrapper = createComponent({ react: React, tagName, elementClass, events }) as unknown as Wrapper
  wrappers.set(tagName, wrapper)
  return wrapper
}

/**
 * One of `@portico/ui`'s custom elements, bound to the provider's config. On the server and in the first
 * client render it is the bare tag; the element code loads in an effect.
 */
export const UiElement = React.forwardRef<HTMLElement, { tagName: string; props: ElementProps }>(
  ({ tagName, props }, ref) => {
    const config = useConfig()
    const [Loaded, setLoaded] = React.useState<Wrapper | undefined>(() => wrappers.get(tagName))
    const [failure, setFailure] = React.useState<unknown>()
    React.useEffect(() => {
      if (Loaded) return
      let active = true
      loadWrapper(tagName).then(
        (wrapper) => active && setLoaded(() => wrapper),
        // Rethrown while rendering, so an error boundary sees it.
        (error: unknown) => active && setFailure(() => error),
      )
      return () => {
        active = false
      }
    }, [Loaded, tagName])
    if (failure) throw failure
    // `class`, not `className`: React 18 renders custom elements' props verbatim on the server.
    if (!Loaded) return React.createElement(tagName, { class: props.className, style: props.style })
    return <Loaded {...props} config={config} ref={ref} />
  },
)
UiElement.displayName = 'UiElement'

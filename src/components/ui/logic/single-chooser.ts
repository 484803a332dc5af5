/** SPEC §4: only one location chooser may be open; a second request is rejected with 'cancel'. */
export interface ChooserGate {
  /** True when this request may open the chooser (and now holds it). */
  tryOpen(): boolean
  release(): void
  readonly isOpen: boolean
}

export function createChooserGate(): ChooserGate {
  let open = false
  return {
    tryOpen() {
      if (open) return false
      open = true
      return true
    },
    release() {
      open = false
    },
    get isOpen() {
      return open
    },
  }
}

/** The rejection the SPEC names (§8 UI rejections). */
export const cancelError = () => new Error('cancel')

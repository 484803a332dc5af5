import type { DialogEntry } from '../dialog-store'

export interface DialogProps<O> {
  options: O
  closing: boolean
  close(result: unknown): void
  entry: DialogEntry
}

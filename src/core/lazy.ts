/** A value made on its first use and kept: module load does none of the work (start-up time). */
export function lazy<T>(make: () => T): () => T {
  let made = false
  let value: T
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value
  }
}

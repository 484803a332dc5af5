/** A user-facing input error raised by an engine; the CLI maps it to exit code 2. */
export class EngineInputError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'EngineInputError'
    this.code = code
  }
}

export function inputError(code: string, message: string): never {
  throw new EngineInputError(code, message)
}

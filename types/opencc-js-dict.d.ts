// opencc-js ships its dictionaries untyped: each is one string of 'simplified candidate…' entries joined by '|'.
declare module 'opencc-js/dict/*' {
  const dictionary: string
  export default dictionary
}

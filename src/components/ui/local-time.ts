const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as local 'YYYY-MM-DD HH:mm' (the text itself when it is not a date). */
export function localTime(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

// Which bundle ships each i18n namespace. A namespace goes in the shell (loaded with the app) when the app or a
// main-package page reaches, through its static and dynamic imports, a source file that names one of its keys
// ('ns.key' in a string or template literal); otherwise it goes in the bundle of every sub-package whose pages
// reach it, so a sub-package's strings load with its pages and not with the home tab.
import fs from 'node:fs'
import path from 'node:path'

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']
const IMPORT_RE = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g

export function resolveImport(root, fromFile, spec) {
  let base
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec)
  else return null
  if (/\.(tsx?)$/.test(base) && fs.existsSync(base)) return base
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext
  return null
}

/** Files reachable from the entries through local imports (generated locale modules excluded). */
export function closure(root, entries) {
  const seen = new Set()
  const stack = entries.filter((f) => fs.existsSync(f))
  while (stack.length) {
    const file = stack.pop()
    if (seen.has(file) || file.includes('.generated.')) continue
    seen.add(file)
    const text = fs.readFileSync(file, 'utf8')
    for (const m of text.matchAll(IMPORT_RE)) {
      const target = resolveImport(root, file, m[1] ?? m[2])
      if (target && !seen.has(target)) stack.push(target)
    }
  }
  return seen
}

/**
 * Namespaces the files use: `whole` when a file builds keys from a prefix (`ns.a.${x}`, 'ns.a.' + x) or the
 * namespace is otherwise open-ended, else the exact keys ('ns.a.b' as a whole string literal) per namespace.
 */
function namespacesNamed(files, namespaces, cache) {
  const whole = new Set()
  const exact = new Map()
  for (const file of files) {
    let found = cache.get(file)
    if (!found) {
      const text = fs.readFileSync(file, 'utf8')
      found = { whole: new Set(), exact: new Map() }
      for (const m of text.matchAll(/(['"`])([A-Za-z][A-Za-z0-9]*)\.([A-Za-z0-9_$.{}-]*)(.?)/g)) {
        const [, quote, ns, rest, after] = m
        if (!namespaces.has(ns)) continue
        if (after === quote && !rest.includes('${') && !rest.endsWith('.') && /^[A-Za-z0-9_.-]+$/.test(rest)) {
          if (!found.exact.has(ns)) found.exact.set(ns, new Set())
          found.exact.get(ns).add(rest)
        } else found.whole.add(ns)
      }
      cache.set(file, found)
    }
    for (const n of found.whole) whole.add(n)
    for (const [n, keys] of found.exact) {
      if (!exact.has(n)) exact.set(n, new Set())
      for (const k of keys) exact.get(n).add(k)
    }
  }
  return { whole, exact }
}

/**
 * The bundles: `shell` carries whole namespaces and, for a namespace the shell names only by exact keys (a page
 * title in the route table), just those keys; each package root carries every namespace its pages use that the
 * shell does not carry whole. Entries come from the route table: main-package pages and src/app.ts feed the shell.
 */
export function namespaceBundles(root, namespaces, routes, packageRoots) {
  const all = new Set(namespaces)
  const cache = new Map()
  const pageFile = (r) => {
    const rel = r.pkg === 'main' ? r.page : `${packageRoots[r.pkg]}/${r.page}`
    return resolveImport(root, path.join(root, 'src/app.ts'), `@/${rel}`)
  }
  const shellEntries = [path.join(root, 'src/app.ts'), ...routes.filter((r) => r.pkg === 'main').map(pageFile)]
  const shell = namespacesNamed(closure(root, shellEntries.filter(Boolean)), all, cache)
  for (const n of shell.whole) shell.exact.delete(n)
  const packages = new Map()
  for (const [pkg, dir] of Object.entries(packageRoots)) {
    const entries = routes
      .filter((r) => r.pkg === pkg)
      .map(pageFile)
      .filter(Boolean)
    const used = namespacesNamed(closure(root, entries), all, cache)
    // A namespace the shell already covers (whole, or every key this package names) is not carried again.
    const beyondShell = (n) => !shell.whole.has(n) && (used.whole.has(n) || [...used.exact.get(n)].some((k) => !shell.exact.get(n)?.has(k)))
    packages.set(dir, new Set([...used.whole, ...used.exact.keys()].filter(beyondShell)))
  }
  // A namespace no bundle carries whole (keys only read by tools or tests, or named only by the shell's exact keys)
  // goes whole in the shell, so nothing is lost.
  const placed = new Set([...shell.whole, ...[...packages.values()].flatMap((s) => [...s])])
  for (const n of all) {
    if (placed.has(n)) continue
    shell.whole.add(n)
    shell.exact.delete(n)
  }
  return { shell, packages }
}

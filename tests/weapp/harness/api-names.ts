/**
 * The official mini-program API surface, read from the declarations of the npm package miniprogram-api-typings
 * (WeChat's own typings): member names of an interface such as `Wx` or `FileSystemManager`, each with the minimum
 * base library its doc comment states ("需要基础库： `2.21.1`"), or null when the comment names none.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import ts from 'typescript'

const require = createRequire(import.meta.url)
const typingsDir = path.join(path.dirname(require.resolve('miniprogram-api-typings/package.json')), 'types', 'wx')

export type ApiSurface = Map<string, string | null>

let sources: ts.SourceFile[] | null = null
function declarationFiles(): ts.SourceFile[] {
  sources ??= fs
    .readdirSync(typingsDir)
    .filter((f) => f.endsWith('.d.ts'))
    .map((f) => ts.createSourceFile(f, fs.readFileSync(path.join(typingsDir, f), 'utf8'), ts.ScriptTarget.Latest, true))
  return sources
}

function minBaseLibrary(member: ts.Node, file: ts.SourceFile): string | null {
  const docs = ts.getLeadingCommentRanges(file.text, member.getFullStart()) ?? []
  for (const d of docs) {
    const m = /需要基础库[：:]\s*`([\d.]+)`/.exec(file.text.slice(d.pos, d.end))
    if (m) return m[1]
  }
  return null
}

/** Members of every declaration of `interfaceName` (the typings split some interfaces over several files). */
export function apiSurface(interfaceName: string): ApiSurface {
  const surface: ApiSurface = new Map()
  const visit = (file: ts.SourceFile) => (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) {
      for (const m of node.members) {
        if (!m.name || !(ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) continue
        const name = m.name.text
        const since = minBaseLibrary(m, file)
        // Overloads repeat a name: keep the lowest stated version.
        const prev = surface.get(name)
        if (!surface.has(name) || (since && (!prev || compareVersions(since, prev) < 0))) surface.set(name, since)
      }
    }
    ts.forEachChild(node, visit(file))
  }
  for (const file of declarationFiles()) visit(file)(file)
  if (surface.size === 0) throw new Error(`miniprogram-api-typings declares no interface ${interfaceName}`)
  return surface
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d) return d
  }
  return 0
}

/**
 * Files of a built mini-program as WeChat sees them after upload. Compiled sources (js, json, wxml, wxss, wxs) and
 * the documented whitelist are uploaded; anything else (.txt licence notes, .data, .se1, .map …) works in the
 * developer tools but is dropped from the code package, so the harness refuses to read it.
 * Whitelist: https://developers.weixin.qq.com/miniprogram/dev/framework/structure.html (允许上传的文件).
 */
import fs from 'node:fs'
import path from 'node:path'

const COMPILED = ['js', 'json', 'wxml', 'wxss', 'wxs']
const WHITELIST = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'cer', 'mp3', 'aac', 'm4a', 'mp4', 'wav', 'ogg', 'silk', 'wasm', 'br', 'cert']
export const UPLOADED_EXTENSIONS: ReadonlySet<string> = new Set([...COMPILED, ...WHITELIST])

export function isUploaded(relPath: string): boolean {
  const ext = path.posix.extname(relPath).slice(1).toLowerCase()
  return UPLOADED_EXTENSIONS.has(ext)
}

/** Thrown for a path the code package does not hold; the message follows WeChat's `…:fail` style. */
export class PackageFileError extends Error {}

/**
 * Absolute path of a code-package file. `packagePath` is absolute in the package ('/packageA/geo/x.br') or
 * relative to `fromDir` (a package-relative folder, '' for the root).
 */
export function resolvePackageFile(root: string, packagePath: string, fromDir = ''): { rel: string; abs: string } {
  const rel = packagePath.startsWith('/') ? path.posix.normalize(packagePath).slice(1) : path.posix.join(fromDir, packagePath)
  if (rel.startsWith('..')) throw new PackageFileError(`${packagePath}: outside the code package`)
  if (!isUploaded(rel)) throw new PackageFileError(`${rel}: file type not uploaded by WeChat`)
  const abs = path.join(root, ...rel.split('/'))
  if (!fs.existsSync(abs) || !fs.statSync(abs).isFile()) throw new PackageFileError(`${rel}: no such file in the code package`)
  return { rel, abs }
}

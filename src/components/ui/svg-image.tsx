import { Image } from '@tarojs/components'
import { fromByteArray } from 'base64-js'
import { imageAttributes } from '@/platform/a11y'

/**
 * An SVG document as a base64 data URI, the form <Image> shows on weapp as well as H5 (weapp's image does not
 * take a percent-encoded SVG). Characters outside printable ASCII become XML character references first, so bytes = chars.
 */
export function svgDataUri(svg: string): string {
  const ascii = svg.replace(/[^ -~\t\n\r]/gu, (c) => `&#x${c.codePointAt(0)!.toString(16)};`)
  return `data:image/svg+xml;base64,${fromByteArray(Uint8Array.from(ascii, (c) => c.charCodeAt(0)))}`
}

export interface SvgImageProps {
  svg: string
  /** Sets the size (in the stylesheet's design px). */
  className: string
  /** Text alternative; omit for a decorative image whose meaning the surrounding text already gives. */
  label?: string
  testId?: string
}

/** An SVG string drawn as an image. */
export function SvgImage({ svg, className, label, testId }: SvgImageProps) {
  return <Image className={className} src={svgDataUri(svg)} mode="aspectFit" data-testid={testId} {...imageAttributes(label)} />
}

/**
 * The H5 root font size (rem) that pxtransform's units hang on: 750 design px = the device width, so the root is
 * ROOT_PX_PER_750 × width / 750, kept between the min and max root sizes (SPEC §2 maximum device width 600:
 * 20 × 600 / 750 = 16). Taro's own script takes the smaller of the root element's width and height; the height is
 * the content's, so on a resize while a page is short or still loading (a phone's URL bar, Lighthouse's mobile
 * emulation) the root fell to the minimum and every box shrank, then grew back 500 ms later. This one reads the width.
 */
export const H5_ROOT_SIZE = { minRootSize: 10, maxRootSize: 16 } as const
/** Root px per 750 design px: Taro's rootValue (baseFontSize = minRootSize, × 2 for the 750 design width). */
const ROOT_PX_PER_750 = H5_ROOT_SIZE.minRootSize * 2

/** The inline script (ES5, in index.html's head) that sets the root size now and after each resize. */
export function h5RemScript(): string {
  const { minRootSize: min, maxRootSize: max } = H5_ROOT_SIZE
  return `!function(n){function f(){var e=n.document.documentElement,w=e.getBoundingClientRect().width||n.innerWidth,x=${ROOT_PX_PER_750}*w/750;e.style.fontSize=x>=${max}?"${max}px":x<=${min}?"${min}px":x+"px"}n.addEventListener("resize",function(){f();setTimeout(f,500)});f()}(window);`
}

/** Tab bar colours per theme; selected tab is pink in dark (SPEC §2). Shared by app.config and the runtime theme code. */
export const TAB_BAR_THEME = {
  light: { color: '#6b6880', selectedColor: '#5a3dea', backgroundColor: '#ffffff', borderStyle: 'white' as const },
  dark: { color: '#8e8ca3', selectedColor: '#ff5fa2', backgroundColor: '#16151f', borderStyle: 'black' as const },
}

export function tabIconPath(tab: string, theme: 'light' | 'dark', selected: boolean): string {
  return `assets/tabbar/${tab}-${theme}${selected ? '-active' : ''}.png`
}

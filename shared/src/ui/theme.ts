/** Design tokens. Text colours keep at least 4.5:1 contrast on their backgrounds, focus rings 3:1 (WCAG 2.1 AA). */
export const theme = {
  color: {
    primary: '#0b5cad',
    primaryDark: '#084785',
    onPrimary: '#ffffff',
    text: '#1d2733',
    textMuted: '#4a5868',
    background: '#ffffff',
    surface: '#f3f6f9',
    border: '#cfd8e3',
    danger: '#b3261e',
    success: '#1e6b34',
    warning: '#7a4b00',
    /** Focus ring on light backgrounds: at least 3:1 on background and surface (WCAG 1.4.11). */
    focus: '#b35c00',
    /** Focus ring on the primary colour (the header bar), where `focus` would not stand out: 3.2:1. */
    focusOnPrimary: '#f5a300',
    /** The option the arrows are on in a list of suggestions: text keeps 12:1 and textMuted 5.9:1 on it. */
    highlight: '#dce9f7',
  },
  radius: '8px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoint: { tablet: '768px', desktop: '1024px' },
  maxWidth: '1120px',
} as const;

export type Theme = typeof theme;

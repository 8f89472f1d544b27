import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand violet, light to dark. */
const brand: MantineColorsTuple = ['#f1efff', '#e1dcff', '#c1b6ff', '#9f8dfe', '#836bfd', '#7157fc', '#674bfc', '#563ce1', '#4b34ca', '#3e29b3'];

/**
 * Mantine's greys with shade 6 darkened: that shade is the "dimmed" text colour (descriptions,
 * hints, the menu's section labels) and Mantine's #868e96 reads at only 3.1–3.3:1 on white and on
 * the page's #f6f6f9. #62696f keeps the grey look at ≥ 4.5:1 on every light surface (WCAG 1.4.3 AA;
 * checked by theme.test.ts). Shade 5 stays light: it is for icons and placeholders beside a label.
 */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#62696f', '#495057', '#343a40', '#212529'];

/**
 * Status colours, Mantine's with the shades used for text darkened: shade 6 is a colour's text
 * and outline (error messages: red; savings: teal; the test-mode badge: orange) and shade 9 the text of its light variant (alerts, light badges) on
 * shade 1. Mantine's red text (#fa5252) reads at 3.3:1 and its yellow alert title at 2.7:1.
 */
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c92a2a', '#b72424', '#a51d1d', '#961a1a'];
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#b83c0b', '#ad380a', '#a3350a', '#8f2e08'];
const yellow: MantineColorsTuple = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#c26a00', '#9a4f00'];
const teal: MantineColorsTuple = ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0b7a5a', '#0a6e51', '#08704f', '#065c41'];
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#2f9e44', '#1f6e30'];

/** The light surfaces text sits on: cards, the page background, light brand and grey fills. */
export const LIGHT_SURFACES = ['#ffffff', '#f6f6f9', brand[0], gray[0], gray[1]] as const;

/** Latin first, then scripts the Latin faces lack: Arabic and Korean get their own native faces. */
const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Segoe UI Arabic"',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Noto Sans CJK KR"',
  '"Malgun Gothic"',
  'Helvetica',
  'Arial',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, gray, red, orange, yellow, green, teal },
  // Animations shrink to nothing when the system asks for reduced motion (WCAG 2.3.3).
  respectReducedMotion: true,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A closed popover gives focus back to what opened it, as menus and modals already do (WCAG 2.4.3).
    // By name, not Popover.extend: the popover (and floating-ui) stays out of the first chunk.
    Popover: { defaultProps: { returnFocus: true } },
  },
  // md = 1025 px and lg = 1281 px: the spec's mobile / tablet / desktop limits (§4).
  breakpoints: { xs: '36em', sm: '48em', md: '64.0625em', lg: '80.0625em', xl: '96em' },
  shadows: {
    xs: '0 1px 2px rgba(17, 17, 26, 0.05)',
    sm: '0 1px 3px rgba(17, 17, 26, 0.06), 0 1px 2px rgba(17, 17, 26, 0.04)',
    md: '0 8px 24px rgba(17, 17, 26, 0.08)',
    lg: '0 16px 40px rgba(17, 17, 26, 0.1)',
    xl: '0 24px 64px rgba(17, 17, 26, 0.12)',
  },
});

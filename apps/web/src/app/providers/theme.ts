import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand violet, light to dark. */
const brand: MantineColorsTuple = ['#f1efff', '#e1dcff', '#c1b6ff', '#9f8dfe', '#836bfd', '#7157fc', '#674bfc', '#563ce1', '#4b34ca', '#3e29b3'];

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
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
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

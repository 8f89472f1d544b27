import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

// Breakpoints follow spec §4: mobile up to 1024 px, tablet 1025-1280 px (contracts' BREAKPOINTS).
export default {
  plugins: [
    mantinePreset(),
    simpleVars({
      variables: {
        'mobile-max': '64em',
        'desktop-min': '64.0625em',
        'tablet-max': '80em',
        'wide-min': '80.0625em',
      },
    }),
  ],
};

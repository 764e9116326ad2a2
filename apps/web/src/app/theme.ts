import { createTheme, type MantineColorsTuple } from '@mantine/core';

const foyer: MantineColorsTuple = [
  '#eaf2fa',
  '#d5e2f0',
  '#a8c3e2',
  '#78a2d4',
  '#5186c8',
  '#3a75c1',
  '#2d6cbf',
  '#1f5ba9',
  '#1c4e80',
  '#0f3d6e',
];

/** SPEC §9 breakpoints: xs 640, sm 768, md 1024, lg 1280. */
export const theme = createTheme({
  primaryColor: 'foyer',
  colors: { foyer },
  breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '80em', xl: '96em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Long Danish and German compounds must wrap rather than overflow a phone screen.
  components: { Title: { styles: { root: { overflowWrap: 'anywhere' } } } },
});

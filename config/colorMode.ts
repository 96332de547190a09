import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * Flip to true to ship a light-only site (the toggle disappears and the system preference is
 * ignored). Both designs are maintained, so either value must keep the site fully styled.
 */
export const LIGHT_ONLY = false;

export function colorModeConfig(lightOnly: boolean): NonNullable<ThemeConfig['colorMode']> {
  return {
    defaultMode: 'light',
    disableSwitch: lightOnly,
    respectPrefersColorScheme: !lightOnly,
  };
}

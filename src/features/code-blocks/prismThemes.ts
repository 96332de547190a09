import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code colours: prism-react-renderer's GitHub (light) and Dracula (dark) themes with the token
 * colours that fall below WCAG AA contrast (4.5:1) replaced by darker or lighter shades of the same
 * hue. Each replacement reaches 4.5:1 on the block background and on a highlighted line (the
 * --docusaurus-highlighted-code-line-bg of src/css/custom.css over that background).
 */
const lightColours: Record<string, string> = {
  '#999988': '#646459', // comments
  '#e3116c': '#c30f5d', // strings
  '#36acaa': '#226d6c', // numbers, booleans, constants
  '#00a4db': '#006b8f', // keywords, attribute names
  '#d73a49': '#b9323f', // functions, tags
};

const darkColours: Record<string, string> = {
  'rgb(98, 114, 164)': '#9ca6c6', // comments
  'rgb(255, 85, 85)': '#ff8282', // deleted lines
};

function recolour(base: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...base,
    styles: base.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && colours[colour] ? {...entry, style: {...entry.style, color: colours[colour]}} : entry;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, lightColours);
export const darkCodeTheme = recolour(themes.dracula, darkColours);

/**
 * Everything code highlighting needs, in one chunk that the first visit to a page does not load:
 * the Prism core, the site's grammars (registered per language when a block needs them) and the
 * `Highlight` component. `./loader` loads it on the client when a code block has to be rendered
 * in the browser (a page reached by client navigation, or the dark colour theme), and on the
 * server it is imported directly (see ./index.ts).
 */
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {Highlight};

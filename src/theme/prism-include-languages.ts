/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (prism-include-languages, run by the theme's
 * client module with its Prism at startup) for one change, marked CUSTOM: the languages are
 * registered when the first code block is highlighted (src/plugins/lean-prism), not at startup.
 */
import siteConfig from '@generated/docusaurus.config';
// The same module the `prism-react-renderer` alias points at (src/plugins/lean-prism).
import {setLanguageLoader} from '@site/src/plugins/lean-prism/prism-react-renderer';

type PrismObject = {languages: Record<string, unknown>};

export default function prismIncludeLanguages(PrismObject: PrismObject): void {
  // CUSTOM: deferred until a code block needs Prism.
  setLanguageLoader(() => {
    const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
    // Prism components extend the Prism on the window: mount ours there while they run.
    const global = globalThis as {Prism?: unknown};
    const PrismBefore = global.Prism;
    global.Prism = PrismObject;
    additionalLanguages.forEach((lang) => {
      if (lang === 'php') {
        // eslint-disable-next-line global-require
        require('prismjs/components/prism-markup-templating.js');
      }
      // eslint-disable-next-line global-require, import/no-dynamic-require
      require(`prismjs/components/prism-${lang}`);
    });
    delete global.Prism;
    // CUSTOM: puts back the Prism that was there (upstream puts back its own PrismObject).
    if (typeof PrismBefore !== 'undefined') global.Prism = PrismBefore;
  });
}

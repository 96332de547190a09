/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (prism-include-languages, run by the theme's
 * client module with its Prism at startup). Changes, marked CUSTOM: a language is registered when
 * the first code block in it is highlighted (src/features/code-blocks), not at startup, and only the
 * grammars that language needs (src/shared/prismLanguages.ts).
 */
import siteConfig from '@generated/docusaurus.config';
// The same module the `prism-react-renderer` alias points at (src/features/code-blocks).
import {setLanguageLoader} from '@site/src/features/code-blocks/highlighter/prism-react-renderer';
import {languagesFor} from '@site/src/shared/prismLanguages';

type PrismObject = {languages: Record<string, unknown>};

export default function prismIncludeLanguages(PrismObject: PrismObject): void {
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
  const registered = new Set<string>();
  // CUSTOM: deferred until a code block needs it, one language's grammars at a time.
  setLanguageLoader((language) => {
    const needed = languagesFor(language).filter((lang) => additionalLanguages.includes(lang) && !registered.has(lang));
    if (needed.length === 0) return;
    // Prism components extend the Prism on the window: mount ours there while they run.
    const global = globalThis as {Prism?: unknown};
    const PrismBefore = global.Prism;
    global.Prism = PrismObject;
    needed.forEach((lang) => {
      registered.add(lang);
      if (lang === 'php') {
        // Prism's languages register themselves when loaded, in order (CommonJS, as Docusaurus's own file).
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('prismjs/components/prism-markup-templating.js');
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${lang}`);
    });
    delete global.Prism;
    // CUSTOM: puts back the Prism that was there (upstream puts back its own PrismObject).
    if (typeof PrismBefore !== 'undefined') global.Prism = PrismBefore;
  });
}

// The changes the site ships that can be reverted one at a time (each with the pages of
// ./measure.mjs where it should show), and how each is reverted:
// - a patched file: `git apply -R --include=<that file> patches/<package>.patch`, which reverts that
//   file's hunks in node_modules and nothing else; the restore runs `git apply` to put them back,
//   and the file's SHA-256 must equal the one taken before, or it throws.
// - a swizzle, wrapper, plugin or template: the listed source files are edited or moved aside in
//   this working tree, and put back byte for byte (SHA-256 again, and `git status --porcelain` must
//   be what it was). In place rather than in a copy of the tree: the doc pages' "last updated"
//   dates come from git, which a copy would not have.
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const patch = (pkg, file, pages, why) => ({kind: 'patch', pkg, file, pages, why});
const source = (edits, pages, why) => ({kind: 'source', edits, pages, why});

/** Removes `text` from `file` (must occur exactly once). */
const drop = (file, text) => ({file, replace: [text, '']});
/** Moves a source folder or file aside for the build. */
const remove = (file) => ({file, remove: true});

const STOCK_HIGHLIGHTER = `// patch-ab variant: prism-react-renderer 2.4.1's own Highlight and Prism, with the site's
// languages registered at once as upstream's prism-include-languages does.
import {Highlight, Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';

const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
const global = globalThis as {Prism?: unknown};
const before = global.Prism;
global.Prism = Prism;
additionalLanguages.forEach((lang) => {
  if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
  require(\`prismjs/components/prism-\${lang}\`);
});
delete global.Prism;
if (typeof before !== 'undefined') global.Prism = before;

export {Highlight};
`;

/**
 * Every change the site ships that can be reverted alone, with the pages where it should show.
 * Changes measured without a benefit are gone from the site and from this list; their runs and
 * decisions stay in bench/results/summary.json (`patchAb`).
 */
export const VARIANTS = {
  'core/clientEntry': patch('core', 'lib/client/clientEntry.js', ['tutorial', 'home'], 'start-up task split'),
  'core/browserContext': patch('core', 'lib/client/browserContext.js', ['tutorial'], 'post-hydration render as transition'),
  'theme-common/useWindowSize': patch('theme-common', 'lib/hooks/useWindowSize.js', ['tutorial'], 'phone swap as transition'),
  'theme-common/useCodeWordWrap': patch('theme-common', 'lib/hooks/useCodeWordWrap.js', ['tutorial'], 'code block re-render after mount'),
  'utils-common/index': patch('utils-common', 'lib/index.js', ['home'], 'tslib bytes'),
  'plugin-pwa/registerSw': patch('plugin-pwa', 'lib/registerSw.js', ['tutorial'], 'registration in start-up task'),
  'theme-classic/nprogress': patch('theme-classic', 'lib/nprogress.js', ['home'], 'NProgress bytes'),
  'theme-classic/CodeBlock': patch('theme-classic', 'lib/theme/CodeBlock/index.js', ['tutorial'], 'code block remount'),
  'theme-classic/CodeBlock/Buttons': patch('theme-classic', 'lib/theme/CodeBlock/Buttons/index.js', ['tutorial'], 'restyle of every pre'),
  'theme-classic/Tabs': patch('theme-classic', 'lib/theme/Tabs/index.js', ['api'], 'tabs remount'),
  'theme-classic/prism-include-languages': patch('theme-classic', 'lib/prism-include-languages.js', ['home'], 'languages at start-up'),
  'theme-classic/LastUpdated': patch('theme-classic', 'lib/theme/LastUpdated/index.js', ['api'], 'Intl locale data'),
  'copy/lean-prism-renderer': source(
    [
      drop('src/features/code-blocks/index.ts', "resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'highlighter/prism-react-renderer.tsx')}},"),
      {
        file: 'src/features/code-blocks/index.ts',
        replace: ['/[\\\\/]node_modules[\\\\/]prismjs[\\\\/]|', '/[\\\\/]node_modules[\\\\/](prismjs|prism-react-renderer)[\\\\/]|'],
      },
      {file: 'src/features/code-blocks/highlighter/index.ts', write: STOCK_HIGHLIGHTER},
    ],
    ['tutorial', 'nav'],
    'highlighter chunk bytes',
  ),
  'wrapper/Navbar-MobileSidebar': source([remove('src/theme/Navbar/MobileSidebar')], ['tutorial'], 'menu built after hydration'),
  'wrapper/AnnouncementBar-Content-memo': source([remove('src/theme/AnnouncementBar')], ['search', 'results'], 'bar DOM replaced per render'),
  'plugin/route-chunks': source([drop('docusaurus.config.ts', "    './src/plugins/route-chunks/index.ts',\n")], ['tutorial', 'home'], 'runtime chunk loading'),
  'option/ssrTemplate': source([drop('docusaurus.config.ts', '  ssrTemplate: SSR_TEMPLATE,\n')], ['tutorial', 'home'], 'scripts after first paint'),
  'clientModule/revealDeferred+content-visibility': source(
    [
      drop('config/ssrTemplate.ts', "  document.documentElement.setAttribute('data-qt-defer', '');\n"),
      drop('docusaurus.config.ts', ", './src/clientModules/revealDeferred.ts'"),
    ],
    ['tutorial', 'api'],
    'off-screen code skipped during load',
  ),
  // The Content swizzle cannot go alone: without it the theme's Content renders with the lean
  // `Highlight`, whose languages are registered only by the highlighter chunk, so the server's
  // code blocks would lose their colours. Reverted together with the emptied start-up module.
  'swizzle/CodeBlock-Content(+prism-include-languages patch)': {
    kind: 'combo',
    parts: [patch('theme-classic', 'lib/prism-include-languages.js'), source([remove('src/features/code-blocks/theme/CodeBlock/Content')])],
    pages: ['tutorial', 'home'],
    why: 'Prism out of first visit; hydrate from server HTML',
  },
};

/** Kept for behaviour, not speed: not built here, tested elsewhere. */
export const BEHAVIOUR = {
  'theme-classic/NavbarItem/DropdownNavbarItem/Desktop': 'Escape closes the dropdown: tests/e2e/keyboard.spec.ts',
};

const sha = (file) => (fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') : 'missing');
const gitStatus = () => execFileSync('git', ['status', '--porcelain'], {cwd: ROOT, encoding: 'utf8'});

function patchFile(v) {
  return {
    patchPath: `patches/@docusaurus+${v.pkg}+3.10.2.patch`,
    target: `node_modules/@docusaurus/${v.pkg}/${v.file}`,
  };
}

/**
 * Applies one variant's reversal, moving removed sources into the folder `aside`; returns a
 * function that restores everything it touched.
 */
export function revert(v, aside) {
  if (v.kind === 'combo') {
    const undo = [];
    try {
      for (const part of v.parts) undo.unshift(revert(part, aside));
    } catch (e) {
      for (const u of undo) u();
      throw e;
    }
    return () => {
      for (const u of undo) u();
    };
  }
  if (v.kind === 'patch') {
    const {patchPath, target} = patchFile(v);
    const before = sha(path.join(ROOT, target));
    execFileSync('git', ['apply', '-R', `--include=${target}`, patchPath], {cwd: ROOT, stdio: 'inherit'});
    if (sha(path.join(ROOT, target)) === before) throw new Error(`${target}: reversing changed nothing`);
    return () => {
      execFileSync('git', ['apply', `--include=${target}`, patchPath], {cwd: ROOT, stdio: 'inherit'});
      if (sha(path.join(ROOT, target)) !== before) throw new Error(`${target} not restored: checksum differs`);
    };
  }
  // source
  const statusBefore = gitStatus();
  const undo = [];
  const restore = () => {
    for (const u of undo) u();
    if (gitStatus() !== statusBefore) throw new Error(`working tree not restored:\n${gitStatus()}`);
  };
  try {
    for (const edit of v.edits) {
      const file = path.join(ROOT, edit.file);
      if (edit.remove) {
        const to = path.join(aside, edit.file);
        fs.mkdirSync(path.dirname(to), {recursive: true});
        fs.renameSync(file, to);
        undo.unshift(() => fs.renameSync(to, file));
        continue;
      }
      const original = fs.readFileSync(file);
      const hash = sha(file);
      let text = original.toString('utf8');
      if (edit.write !== undefined) text = edit.write;
      else {
        const [from, to] = edit.replace;
        if (text.split(from).length !== 2) throw new Error(`${edit.file}: expected exactly one ${JSON.stringify(from)}`);
        text = text.replace(from, to);
      }
      fs.writeFileSync(file, text);
      undo.unshift(() => {
        fs.writeFileSync(file, original);
        if (sha(file) !== hash) throw new Error(`${edit.file} not restored`);
      });
    }
  } catch (e) {
    restore();
    throw e;
  }
  return restore;
}

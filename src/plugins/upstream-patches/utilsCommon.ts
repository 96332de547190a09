/*
 * In place of @docusaurus/utils-common 3.10.2's entry (lib/index.js), with the same exports from
 * the same modules. Not a copy: only the way they are gathered changes.
 *
 * Why: the upstream entry is compiled TypeScript that requires `tslib` for one helper
 * (`__importDefault`), and the bundler then included all of tslib's ES module (11 KB before
 * compression) in the first visit's script, where nothing else uses it (bundle analyzer of the
 * client build). Importing the modules directly needs no helper.
 */
import applyTrailingSlash, {addLeadingSlash, addTrailingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash';
import {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils';
import {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix allows search crawlers (Algolia/DocSearch) to ignore anchors (upstream's comment).
export const blogPostContainerID = '__blog-post-container';

export {
  addLeadingSlash,
  addPrefix,
  addSuffix,
  addTrailingSlash,
  applyTrailingSlash,
  getErrorCausalChain,
  removePrefix,
  removeSuffix,
  removeTrailingSlash,
};

/**
 * The block reference's components (./referenceEntries.tsx), as ./Reference.tsx imports them. The
 * browser's production bundle gets ./referenceBody.client.tsx instead (./plugin.ts).
 */
export {BlockCategoryReference, BlockReference, ItemList} from './referenceEntries';

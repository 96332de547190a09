/**
 * The block reference of the Studio blocks API page: BlockReference (one block), BlockCategoryReference
 * (a toolbox tab), ItemList (the items of the Faces, Sounds or Gestures tab). They live in
 * ./referenceBody.tsx; the browser's production bundle gets ./referenceBody.client.tsx for this import
 * (./plugin.ts).
 */
export {BlockCategoryReference, BlockReference, ItemList} from './referenceBody';

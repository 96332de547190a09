import {useLayoutEffect} from 'react';

/** jsdom has a DOM: Docusaurus' hook is useLayoutEffect there. */
export default useLayoutEffect;

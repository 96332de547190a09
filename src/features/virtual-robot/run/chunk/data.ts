/**
 * The frame's scripts and the docs' programs. In the site's bundles ../plugin.ts replaces this module with the copy
 * it generates from the docs at build time (../programs.ts); this empty one is what the unit tests import.
 */
import type {RunnerData} from '../types';

const data: RunnerData = {bootstrap: '', libraries: {roslib: '', qtrobot: ''}, programs: {}};

export default data;

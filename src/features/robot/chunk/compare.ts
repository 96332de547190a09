/**
 * "What does my robot have": the robot's topics and services (rosapi) against the documented ones,
 * and whether it looks like a V1 or a V2 robot. Pure; unit-tested in tests/unit/robotFields.test.ts.
 */
import {otherVersionPath} from '@site/src/shared/docsRoots';
import type {Generation, RosInterface} from '@site/src/data/rosInterfaces';

export type Comparison = {
  /** Documented names of the generation the robot resembles that it offers / lacks. */
  present: string[];
  missing: string[];
  /** Names under the documented namespaces that the docs do not list. */
  undocumented: string[];
  looksLike: Generation | undefined;
  /** How many of the names only V2 documents (or only V1) the robot offers. */
  v2Only: number;
  v1Only: number;
};

const DOCUMENTED_NAMESPACES = /^\/(qt_robot|qt_nuitrack_app|qt_respeaker_app)\//;

export function compareWithDocs(interfaces: readonly RosInterface[], robot: {topics: string[]; services: string[]}): Comparison {
  const offered = new Set([...robot.topics, ...robot.services]);
  const names = (g: Generation) => new Set(interfaces.filter((i) => i.kind !== 'action' && i.generations.includes(g)).map((i) => i.name));
  const v1 = names('V1');
  const v2 = names('V2');
  const v2Only = [...v2].filter((n) => !v1.has(n) && offered.has(n)).length;
  const v1Only = [...v1].filter((n) => !v2.has(n) && offered.has(n)).length;
  const shared = [...v1].filter((n) => v2.has(n) && offered.has(n)).length;
  const looksLike: Generation | undefined = v2Only > 0 && v2Only >= v1Only ? 'V2' : v1Only > 0 || shared > 0 ? 'V1' : undefined;
  const reference = looksLike === 'V1' ? v1 : v2;
  const documented = new Set([...v1, ...v2]);
  return {
    present: [...reference].filter((n) => offered.has(n)).sort(),
    missing: [...reference].filter((n) => !offered.has(n)).sort(),
    undocumented: [...offered].filter((n) => DOCUMENTED_NAMESPACES.test(n) && !documented.has(n)).sort(),
    looksLike,
    v2Only,
    v1Only,
  };
}

/**
 * The page to read for a robot of generation `target`, base URL included: the same page in the other
 * docs version (src/shared/docsRoots.ts), else that version's docs; undefined when the page already is
 * of that generation.
 */
export function pageInGeneration(pathname: string, baseUrl: string, target: Generation): string | undefined {
  const v1Root = `${baseUrl}docs/v1`;
  const onV1 = pathname === v1Root || pathname.startsWith(`${v1Root}/`);
  if ((target === 'V1') === onV1) return undefined;
  const twin = otherVersionPath(pathname, baseUrl)?.path ?? (target === 'V1' ? '/docs/v1' : '/docs');
  return `${baseUrl}${twin.slice(1)}`;
}

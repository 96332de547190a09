/**
 * The program check as the components import it. The browser's production bundle replaces this module by
 * ./validate.client.ts (./plugin.ts), which only shapes a program into stacks; the checks themselves live in
 * ./checks.ts, which the playground's runner (./run) imports directly to refuse a game Studio would refuse.
 */
export {closeMatches, validateProgram} from './checks';

/** A scenario of the simulated robot, as JSON (../plugin.ts converts it at build time, vitest.config.mts in tests). */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}

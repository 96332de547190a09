// nprogress ships no types, and the project does not add @types/nprogress for three calls.
declare module 'nprogress' {
  const nprogress: {configure(options: {showSpinner: boolean}): unknown; start(): unknown; done(): unknown};
  export default nprogress;
}

// jsdom is a browser as far as the site's code is concerned.
const ExecutionEnvironment = {
  canUseDOM: typeof window !== 'undefined',
  canUseEventListeners: typeof window !== 'undefined',
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: typeof window !== 'undefined',
};
export default ExecutionEnvironment;

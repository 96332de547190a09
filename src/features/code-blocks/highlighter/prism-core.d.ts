// prismjs' core alone (no language); @types/prismjs only describes the package's main entry.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

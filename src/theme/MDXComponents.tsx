import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Wrapped: Markdown tables render through ScrollableTable (see src/theme/README.md). */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};

import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
// The page-load failure screen Docusaurus renders when a route's code fails to load. The site
// keeps the upstream one; this test pins its contract so an upgrade or a swizzle cannot lose it.
import Loading from '@docusaurus/core/lib/client/theme-fallback/Loading/index.js';

describe('page-load failure screen', () => {
  it('shows the error and a Retry button that retries the load', () => {
    const retry = vi.fn();
    render(<Loading error={new Error('Loading chunk 42 failed.')} retry={retry} pastDelay={false} timedOut={false} isLoading={false} />);
    expect(screen.getByText(/Loading chunk 42 failed/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while a load is quick, and a spinner once it takes long', () => {
    const {container, rerender} = render(<Loading error={null} retry={() => {}} pastDelay={false} timedOut={false} isLoading />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Loading error={null} retry={() => {}} pastDelay timedOut={false} isLoading />);
    expect(container.querySelector('svg#loader')).not.toBeNull();
  });
});

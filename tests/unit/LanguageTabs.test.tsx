import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import LanguageTabs from '@site/src/components/LanguageTabs';
import TabItem from '@theme/TabItem';

describe('LanguageTabs', () => {
  it('uses the shared group id and query string, in the canonical order', () => {
    render(
      <LanguageTabs>
        <TabItem value="javascript">js</TabItem>
        <TabItem value="python">py</TabItem>
      </LanguageTabs>,
    );
    const tabs = screen.getByTestId('tabs');
    expect(tabs).toHaveAttribute('data-group-id', 'language');
    expect(tabs).toHaveAttribute('data-query-string', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Python', 'JavaScript']);
  });

  it('tells the author which values are allowed when a tab value is unknown', () => {
    expect(() =>
      render(
        <LanguageTabs>
          <TabItem value="rust">rs</TabItem>
        </LanguageTabs>,
      ),
    ).toThrow(/python, cpp, javascript, bash; got "rust"/);
  });
});

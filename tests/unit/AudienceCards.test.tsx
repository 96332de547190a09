import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import AudienceCards from '@site/src/pages/_components/AudienceCards';

describe('AudienceCards', () => {
  it('renders one card per audience with its entry links', () => {
    render(
      <AudienceCards
        audiences={[
          {title: 'Coding', who: 'Developers', description: 'ROS', links: [{label: 'Quick start', to: '/docs/intro_code'}]},
          {title: 'Blocks', who: 'Teachers', description: 'Studio', links: [{label: 'Studio', to: '/docs/intro_graphical'}]},
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual(['Coding', 'Blocks']);
    expect(screen.getByRole('link', {name: 'Quick start'})).toHaveAttribute('href', '/docs/intro_code');
  });
});

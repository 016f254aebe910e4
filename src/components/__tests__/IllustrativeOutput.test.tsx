import React from 'react';
import { render, screen } from '@testing-library/react';
import MDXComponents from '@theme/MDXComponents';

describe('IllustrativeOutput', () => {
  it('is available to every page and labels what it wraps as worked out by hand', () => {
    const { IllustrativeOutput } = MDXComponents as unknown as Record<string, React.ComponentType<{ children: React.ReactNode; note?: string }>>;
    render(<IllustrativeOutput><pre>{'{"count": 3}'}</pre></IllustrativeOutput>);
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent(/^Illustrative output\. Worked out by hand .* not captured from a running server\./);
    expect(figure).toContainElement(screen.getByText('{"count": 3}'));
  });

  it('takes a page-specific note instead of the default sentence', () => {
    const { IllustrativeOutput } = MDXComponents as unknown as Record<string, React.ComponentType<{ children: React.ReactNode; note?: string }>>;
    render(<IllustrativeOutput note="Computed from the movies data set."><p>rows</p></IllustrativeOutput>);
    expect(screen.getByRole('figure')).toHaveTextContent('Illustrative output. Computed from the movies data set.');
  });
});

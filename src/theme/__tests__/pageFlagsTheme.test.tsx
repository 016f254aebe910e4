import React from 'react';
import { render, screen } from '@testing-library/react';
import MetadataWrapper from '@site/src/theme/DocItem/Metadata';

let mockFrontMatter: Record<string, unknown> = {};

// The wrapper reads front matter through useDoc and marks <html> through HtmlClassNameProvider; both are
// Docusaurus runtime pieces that need a built doc route, so they are replaced by plain stand-ins here.
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDoc: () => ({ frontMatter: mockFrontMatter }) }));
jest.mock('@docusaurus/theme-common', () => ({
  HtmlClassNameProvider: ({ className, children }: { className: string; children: React.ReactNode }) => (
    <div data-testid="html-class" data-class={className}>{children}</div>
  ),
}));
jest.mock('@theme-original/DocItem/Metadata', () => () => <meta data-testid="original-metadata" />);

describe('noHeader page flag', () => {
  it('marks <html> with bdb-no-header when the page sets noHeader: true', () => {
    mockFrontMatter = { noHeader: true };
    render(<MetadataWrapper />);
    expect(screen.getByTestId('html-class')).toHaveAttribute('data-class', 'bdb-no-header');
    expect(screen.getByTestId('original-metadata')).toBeInTheDocument();
  });

  it('leaves pages without the flag alone', () => {
    mockFrontMatter = {};
    render(<MetadataWrapper />);
    expect(screen.queryByTestId('html-class')).toBeNull();
    expect(screen.getByTestId('original-metadata')).toBeInTheDocument();
  });
});

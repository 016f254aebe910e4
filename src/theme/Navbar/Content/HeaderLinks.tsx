import React from 'react';
import Link from '@docusaurus/Link';
import { headerLinks } from '@site/src/config/header';

/** The six header links: Docs is this site (current); the others open bangdb.com in a new tab. */
export default function HeaderLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {headerLinks.map((link) => (
        <li key={link.name}>
          {link.current ? (
            <Link to={link.href} aria-current="page">
              {link.name}
            </Link>
          ) : (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

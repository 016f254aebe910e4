import type { NavSidebar } from '../types';

/** The `about` sidebar (docs instance). Order and titles follow the product's navigation. */
export const aboutSidebar = {
  id: 'about',
  label: 'About',
  instance: 'docs',
  items: [
    {
      title: 'About BangDB',
      children: [
        { title: 'Motivation - Why BangDB?', path: '/about/motivation' },
        { title: 'What\'s BangDB?', path: '/about/what-is-bangdb' },
        { title: 'BangDB Features - High Level', path: '/about/bangdb-features-high-level' },
        { title: 'Graph Processing', path: '/about/graph-processing' },
        { title: 'Enterprise grade database features', path: '/about/enterprise-grade-database-features' },
        { title: 'Working with BangDB', path: '/about/working-with-bangdb' },
        { title: 'The BangDB Stack', path: '/about/the-bangdb-stack' },
        { title: 'BangDB vs Other databases', path: '/about/bangdb-vs-other-databases' },
      ],
    },
  ],
} satisfies NavSidebar;

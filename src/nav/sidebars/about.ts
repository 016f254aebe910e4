import type { NavSidebar } from '../types';

/** The `about` sidebar (docs instance). Order and titles follow the product's navigation. */
export const aboutSidebar = {
  id: 'about',
  label: 'About',
  instance: 'docs',
  items: [
    {
      id: 'section:about/about-bangdb',
      title: 'About BangDB',
      children: [
        { id: 'about/motivation', title: 'Motivation - Why BangDB?', path: '/about/motivation' },
        { id: 'about/what-is-bangdb', title: 'What\'s BangDB?', path: '/about/what-is-bangdb' },
        { id: 'about/bangdb-features-high-level', title: 'BangDB Features - High Level', path: '/about/bangdb-features-high-level' },
        { id: 'about/graph-processing', title: 'Graph Processing', path: '/about/graph-processing' },
        { id: 'about/enterprise-grade-database-features', title: 'Enterprise grade database features', path: '/about/enterprise-grade-database-features' },
        { id: 'about/working-with-bangdb', title: 'Working with BangDB', path: '/about/working-with-bangdb' },
        { id: 'about/the-bangdb-stack', title: 'The BangDB Stack', path: '/about/the-bangdb-stack' },
        { id: 'about/bangdb-vs-other-databases', title: 'BangDB vs Other databases', path: '/about/bangdb-vs-other-databases' },
      ],
    },
  ],
} satisfies NavSidebar;

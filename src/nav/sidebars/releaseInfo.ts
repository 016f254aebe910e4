import type { NavSidebar } from '../types';

/** The `release-info` sidebar (docs instance). Order and titles follow the product's navigation. */
export const releaseInfoSidebar = {
  id: 'release-info',
  label: 'Release info',
  instance: 'docs',
  items: [
    {
      title: 'Ampere',
      children: [
        { title: 'Ampere', path: '/release-info/ampere' },
      ],
    },
    {
      title: 'BangDB',
      children: [
        { title: 'BangDB 2.0', path: '/release-info/bangdb-2.0' },
      ],
    },
  ],
} satisfies NavSidebar;

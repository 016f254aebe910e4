import type { NavSidebar } from '../types';

/** The `release-info` sidebar (docs instance). Order and titles follow the product's navigation. */
export const releaseInfoSidebar = {
  id: 'release-info',
  label: 'Release info',
  instance: 'docs',
  items: [
    {
      id: 'section:release-info/ampere',
      title: 'Ampere',
      children: [
        { id: 'release-info/ampere', title: 'Ampere', path: '/release-info/ampere' },
      ],
    },
    {
      id: 'section:release-info/bangdb',
      title: 'BangDB',
      children: [
        { id: 'release-info/bangdb-2.0', title: 'BangDB 2.0', path: '/release-info/bangdb-2.0' },
      ],
    },
  ],
} satisfies NavSidebar;

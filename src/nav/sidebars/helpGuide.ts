import type { NavSidebar } from '../types';

/** The `help-guide` sidebar (docs instance). Order and titles follow the product's navigation. */
export const helpGuideSidebar = {
  id: 'help-guide',
  label: 'Help guides',
  instance: 'docs',
  items: [
    {
      title: 'ML Help Guide',
      children: [
        { title: 'Algorithms & Hyperparameters', path: '/ml-help-guide/bangdb-algorithms-and-their-hyperparameter' },
      ],
    },
    {
      title: 'Chart help guide',
      children: [
        { title: 'Chart Creation', path: '/help-guide/chart-creation' },
      ],
    },
  ],
} satisfies NavSidebar;

import type { NavSidebar } from '../types';

/** The `help-guide` sidebar (docs instance). Order and titles follow the product's navigation. */
export const helpGuideSidebar = {
  id: 'help-guide',
  label: 'Help guides',
  instance: 'docs',
  items: [
    {
      id: 'section:help-guide/ml-help-guide',
      title: 'ML Help Guide',
      children: [
        { id: 'ml-help-guide/bangdb-algorithms-and-their-hyperparameter', title: 'Algorithms & Hyperparameters', path: '/ml-help-guide/bangdb-algorithms-and-their-hyperparameter' },
      ],
    },
    {
      id: 'section:help-guide/chart-help-guide',
      title: 'Chart help guide',
      children: [
        { id: 'help-guide/chart-creation', title: 'Chart Creation', path: '/help-guide/chart-creation' },
      ],
    },
  ],
} satisfies NavSidebar;

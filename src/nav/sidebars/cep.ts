import type { NavSidebar } from '../types';

/** The `cep` sidebar (docs instance). Order and titles follow the product's navigation. */
export const cepSidebar = {
  id: 'cep',
  label: 'Complex event processing',
  instance: 'docs',
  items: [
    {
      title: 'Complex Event Processing',
      children: [
        { title: 'Overview', path: '/complex-event-processing' },
        { title: 'Use Cases', path: '/cep-use-cases' },
        { title: 'Examples', path: '/cep-examples' },
      ],
    },
  ],
} satisfies NavSidebar;

import type { NavSidebar } from '../types';

/** The `cep` sidebar (docs instance). Order and titles follow the product's navigation. */
export const cepSidebar = {
  id: 'cep',
  label: 'Complex event processing',
  instance: 'docs',
  items: [
    {
      id: 'section:cep/complex-event-processing',
      title: 'Complex Event Processing',
      children: [
        { id: 'complex-event-processing', title: 'Overview', path: '/complex-event-processing' },
        { id: 'cep-use-cases', title: 'Use Cases', path: '/cep-use-cases' },
        { id: 'cep-examples', title: 'Examples', path: '/cep-examples' },
      ],
    },
  ],
} satisfies NavSidebar;

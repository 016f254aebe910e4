import type { NavSidebar } from '../types';

/** The `stream` sidebar (docs instance). Order and titles follow the product's navigation. */
export const streamSidebar = {
  id: 'stream',
  label: 'Stream',
  instance: 'docs',
  items: [
    {
      title: 'Stream in BangDB',
      children: [
        { title: 'Overview', path: '/stream' },
        { title: 'Stream Manager', path: '/stream-manager' },
        { title: 'Stream Processing', path: '/stream-processing' },
        { title: 'Computed Attribute', path: '/catr-computing-attribute' },
        { title: 'Group By', path: '/group-by' },
        { title: 'Refer', path: '/refer' },
        { title: 'Filter', path: '/filter' },
        { title: 'Join', path: '/join' },
        { title: 'CEPQ', path: '/cepq' },
        { title: 'Entity', path: '/entity' },
        { title: 'Notification', path: '/notification' },
        {
          title: 'Stream Join',
          children: [
            { title: 'Overview', path: '/stream-join' },
            { title: 'Example 1', path: '/join-example-1' },
            { title: 'Example 2', path: '/join-example-2' },
            { title: 'Example 3', path: '/join-example-3' },
          ],
        },
        { title: 'Working with Stream', path: '/working-with-streams' },
      ],
    },
  ],
} satisfies NavSidebar;

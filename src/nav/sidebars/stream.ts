import type { NavSidebar } from '../types';

/** The `stream` sidebar (docs instance). Order and titles follow the product's navigation. */
export const streamSidebar = {
  id: 'stream',
  label: 'Stream',
  instance: 'docs',
  items: [
    {
      id: 'section:stream/stream-in-bangdb',
      title: 'Stream in BangDB',
      children: [
        { id: 'stream', title: 'Overview', path: '/stream' },
        { id: 'stream-manager', title: 'Stream Manager', path: '/stream-manager' },
        { id: 'stream-processing', title: 'Stream Processing', path: '/stream-processing' },
        { id: 'catr-computing-attribute', title: 'Computed Attribute', path: '/catr-computing-attribute' },
        { id: 'group-by', title: 'Group By', path: '/group-by' },
        { id: 'refer', title: 'Refer', path: '/refer' },
        { id: 'filter', title: 'Filter', path: '/filter' },
        { id: 'join', title: 'Join', path: '/join' },
        { id: 'cepq', title: 'CEPQ', path: '/cepq' },
        { id: 'entity', title: 'Entity', path: '/entity' },
        { id: 'notification', title: 'Notification', path: '/notification' },
        {
          id: 'section:stream/stream-in-bangdb/stream-join',
          title: 'Stream Join',
          children: [
            { id: 'stream-join', title: 'Overview', path: '/stream-join' },
            { id: 'join-example-1', title: 'Example 1', path: '/join-example-1' },
            { id: 'join-example-2', title: 'Example 2', path: '/join-example-2' },
            { id: 'join-example-3', title: 'Example 3', path: '/join-example-3' },
          ],
        },
        { id: 'working-with-streams', title: 'Working with Stream', path: '/working-with-streams' },
      ],
    },
  ],
} satisfies NavSidebar;

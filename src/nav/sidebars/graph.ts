import type { NavSidebar } from '../types';

/** The `graph` sidebar (docs instance). Order and titles follow the product's navigation. */
export const graphSidebar = {
  id: 'graph',
  label: 'Graph & Cypher',
  instance: 'docs',
  items: [
    {
      title: 'User Guide',
      children: [
        { title: 'Introduction', path: '/graph-and-cypher' },
        { title: 'Difference between BangDB and another graph database', path: '/graph-and-cypher/difference-between-bangdb-and-another-graph-database' },
        { title: 'BangDB cypher vs other cypher', path: '/graph-and-cypher/bangdb-cypher-vs-other-cypher' },
        { title: 'Create graph table', path: '/graph-and-cypher/create-graph-table' },
        { title: 'Create data', path: '/graph-and-cypher/create-data' },
        { title: 'Match patterns', path: '/graph-and-cypher/match-patterns' },
        { title: 'Filter results', path: '/graph-and-cypher/filter-results' },
        { title: 'Aggregation in Cypher', path: '/graph-and-cypher/aggregation-in-cypher' },
        { title: 'Shortest path', path: '/graph-and-cypher/shortest-path' },
        { title: 'All Path', path: '/graph-and-cypher/all-path' },
        { title: 'Query for no direct relation', path: '/graph-and-cypher/query-for-no-direct-relation' },
        { title: 'Graph in stream', path: '/graph-and-cypher/graph-in-stream' },
        { title: 'SYMM and ASYMM keywords', path: '/graph-and-cypher/symm-and-asymm-keywords' },
        { title: 'Aggregation in Graph', path: '/graph-and-cypher/aggregation-in-graph' },
        { title: 'SHORT_PATH (advance)', path: '/graph-and-cypher/short-path-advance' },
        { title: 'ALL_PATH (advance)', path: '/graph-and-cypher/all-path-advance' },
        { title: 'Similarity', path: '/graph-and-cypher/similarity' },
        { title: 'Cluster', path: '/graph-and-cypher/cluster' },
        { title: 'Return star', path: '/graph-and-cypher/return-star' },
        { title: 'Nested query', path: '/graph-and-cypher/nested-query' },
        { title: 'Chain query', path: '/graph-and-cypher/chain-query' },
        { title: 'Geospatial Index and Query', path: '/graph-and-cypher/geospatial-index-and-query' },
        {
          title: 'Query scenarios',
          children: [
            { title: 'Query scenarios', path: '/graph-and-cypher/query-scenarios' },
            { title: 'Movies data', path: '/graph-and-cypher/query-scenarios#moviesdata', beforeIcon: 'nested' },
            { title: 'Sales data', path: '/graph-and-cypher/query-scenarios#salesdata', beforeIcon: 'nested' },
            { title: 'Patient data', path: '/graph-and-cypher/query-scenarios#patientdata', beforeIcon: 'nested' },
          ],
        },
      ],
    },
  ],
} satisfies NavSidebar;

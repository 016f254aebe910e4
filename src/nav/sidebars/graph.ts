import type { NavSidebar } from '../types';

/** The `graph` sidebar (docs instance). Order and titles follow the product's navigation. */
export const graphSidebar = {
  id: 'graph',
  label: 'Graph & Cypher',
  instance: 'docs',
  items: [
    {
      id: 'section:graph/user-guide',
      title: 'User Guide',
      children: [
        { id: 'graph-and-cypher', title: 'Introduction', path: '/graph-and-cypher' },
        { id: 'graph-and-cypher/difference-between-bangdb-and-another-graph-database', title: 'Difference between BangDB and another graph database', path: '/graph-and-cypher/difference-between-bangdb-and-another-graph-database' },
        { id: 'graph-and-cypher/bangdb-cypher-vs-other-cypher', title: 'BangDB cypher vs other cypher', path: '/graph-and-cypher/bangdb-cypher-vs-other-cypher' },
        { id: 'graph-and-cypher/create-graph-table', title: 'Create graph table', path: '/graph-and-cypher/create-graph-table' },
        { id: 'graph-and-cypher/create-data', title: 'Create data', path: '/graph-and-cypher/create-data' },
        { id: 'graph-and-cypher/match-patterns', title: 'Match patterns', path: '/graph-and-cypher/match-patterns' },
        { id: 'graph-and-cypher/filter-results', title: 'Filter results', path: '/graph-and-cypher/filter-results' },
        { id: 'graph-and-cypher/aggregation-in-cypher', title: 'Aggregation in Cypher', path: '/graph-and-cypher/aggregation-in-cypher' },
        { id: 'graph-and-cypher/shortest-path', title: 'Shortest path', path: '/graph-and-cypher/shortest-path' },
        { id: 'graph-and-cypher/all-path', title: 'All Path', path: '/graph-and-cypher/all-path' },
        { id: 'graph-and-cypher/query-for-no-direct-relation', title: 'Query for no direct relation', path: '/graph-and-cypher/query-for-no-direct-relation' },
        { id: 'graph-and-cypher/graph-in-stream', title: 'Graph in stream', path: '/graph-and-cypher/graph-in-stream' },
        { id: 'graph-and-cypher/symm-and-asymm-keywords', title: 'SYMM and ASYMM keywords', path: '/graph-and-cypher/symm-and-asymm-keywords' },
        { id: 'graph-and-cypher/aggregation-in-graph', title: 'Aggregation in Graph', path: '/graph-and-cypher/aggregation-in-graph' },
        { id: 'graph-and-cypher/short-path-advance', title: 'SHORT_PATH (advance)', path: '/graph-and-cypher/short-path-advance' },
        { id: 'graph-and-cypher/all-path-advance', title: 'ALL_PATH (advance)', path: '/graph-and-cypher/all-path-advance' },
        { id: 'graph-and-cypher/similarity', title: 'Similarity', path: '/graph-and-cypher/similarity' },
        { id: 'graph-and-cypher/cluster', title: 'Cluster', path: '/graph-and-cypher/cluster' },
        { id: 'graph-and-cypher/return-star', title: 'Return star', path: '/graph-and-cypher/return-star' },
        { id: 'graph-and-cypher/nested-query', title: 'Nested query', path: '/graph-and-cypher/nested-query' },
        { id: 'graph-and-cypher/chain-query', title: 'Chain query', path: '/graph-and-cypher/chain-query' },
        { id: 'graph-and-cypher/geospatial-index-and-query', title: 'Geospatial Index and Query', path: '/graph-and-cypher/geospatial-index-and-query' },
        {
          id: 'section:graph/user-guide/query-scenarios',
          title: 'Query scenarios',
          children: [
            { id: 'graph-and-cypher/query-scenarios', title: 'Query scenarios', path: '/graph-and-cypher/query-scenarios' },
            { id: 'graph-and-cypher/query-scenarios#moviesdata', title: 'Movies data', path: '/graph-and-cypher/query-scenarios#moviesdata', beforeIcon: 'nested' },
            { id: 'graph-and-cypher/query-scenarios#salesdata', title: 'Sales data', path: '/graph-and-cypher/query-scenarios#salesdata', beforeIcon: 'nested' },
            { id: 'graph-and-cypher/query-scenarios#patientdata', title: 'Patient data', path: '/graph-and-cypher/query-scenarios#patientdata', beforeIcon: 'nested' },
          ],
        },
      ],
    },
  ],
} satisfies NavSidebar;

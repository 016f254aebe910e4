import type { NavSidebar } from '../types';

/** The `main` sidebar (docs instance). Order and titles follow the product's navigation. */
export const mainSidebar = {
  id: 'main',
  label: 'Docs',
  instance: 'docs',
  overview: { title: 'Overview', path: '/overview' },
  items: [
    {
      title: 'Get Started',
      children: [
        {
          title: 'Server',
          children: [
            { title: 'Overview', path: '/server-getting-started' },
            { title: 'Install and Run', path: '/server-install' },
            { title: 'Docker Image', path: '/docker-images' },
            { title: 'BangDB Config', path: '/bangdb-config' },
            { title: 'Sample Program', path: '/sample-client-application' },
          ],
        },
        {
          title: 'BangDB on CPD IBM',
          children: [
            { title: 'Overview', path: '/cloud-pak-for-data' },
            { title: 'Using OC Command Tool', path: '/deploy-bangdb-oc-tool' },
            { title: 'Using Helm Chart', path: '/deploy-bangdb-helm-chart' },
          ],
        },
        {
          title: 'Benchmark',
          children: [
            { title: 'Overview', path: '/benchmark' },
            { title: 'Throughput-1B Records', path: '/throughput' },
            { title: 'YCSB Benchmark for BangDB', path: '/ycsb' },
            { title: '(YCSB) BangDB vs Others', path: '/bangdb-vs-other-dbs' },
          ],
        },
      ],
    },
    {
      title: 'Introduction',
      children: [
        { title: 'Overview', path: '/bangdb-introduction' },
        { title: 'Feature Details', path: '/feature-details' },
        { title: 'Multi Flavor', path: '/multi-flavour' },
        { title: 'Language Support', path: '/language-support' },
        { title: 'Platform Support', path: '/platform-support' },
        { title: 'License', path: '/license' },
        { title: 'Third party notices', path: '/third-party-notices' },
        { title: 'Patents', path: '/patents' },
      ],
    },
    {
      title: 'Tech Overview',
      children: [
        { title: 'Architecture', path: '/architecture' },
        { title: 'Core Database Design', path: '/core-database-design' },
        { title: 'Access Methods', path: '/access-methods' },
      ],
    },
    {
      title: 'Index',
      children: [
        { title: 'Overview', path: '/index-bangdb' },
        { title: 'Primary Index', path: '/primary-index' },
        { title: 'Secondary Index', path: '/secondary-index' },
        { title: 'Nested Index', path: '/nested-index' },
        { title: 'Composite Index', path: '/composite-index' },
        { title: 'Geospatial Index', path: '/geospatial-index' },
        { title: 'Reverse Index', path: '/reverse-index' },
      ],
    },
    {
      title: 'Developing with BangDB',
      children: [
        { title: 'Introduction', path: '/developing-with-bangdb-embedded' },
        { title: 'Database', path: '/database-embedded' },
        {
          title: 'Table',
          children: [
            { title: 'Introduction', path: '/table-embedded' },
            { title: 'Normal Table', path: '/normal-table-embedded' },
            { title: 'Wide Table', path: '/wide-table-embedded' },
            { title: 'Large Table', path: '/large-table-embedded' },
            { title: 'Primitive Table', path: '/primitive-table-embedded' },
          ],
        },
        { title: 'Query in BangDB', path: '/dataquery' },
      ],
    },
    {
      title: 'Embedded API',
      children: [
        { title: 'Introduction', path: '/bangdb-api' },
        { title: 'Database Type', path: '/bangdb-database-embedded' },
        { title: 'Table', path: '/bangdb-table-embedded' },
        { title: 'Stream Manager', path: '/bangdb-stream-manager-embedded' },
        { title: 'Notification Manager', path: '/bangdb-notification-manager-embedded' },
        { title: 'Resource Manager', path: '/bangdb-resource-manager-embedded' },
        { title: 'DB Param', path: '/db-param-embedded' },
        { title: 'ML Helper', path: '/bangdb-ml-helper-embedded' },
        { title: 'Transaction', path: '/bangdb-transaction-embedded' },
        { title: 'TableEnv', path: '/table-env-embedded' },
        { title: 'Scan Filter', path: '/scanfilter-embedded' },
        { title: 'Result Set', path: '/resultset-embedded' },
        { title: 'RTF Manager', path: '/bangdb-rtf-manager-embedded' },
        { title: 'Helper Types', path: '/helper-types-embedded' },
      ],
    },
    {
      title: 'Server API',
      children: [
        { title: 'Basic Types', path: '/api-server' },
        { title: 'Environment API', path: '/bangdb-environment-api' },
        { title: 'Database', path: '/bangdb-database-api' },
        { title: 'Table', path: '/bangdb-table-api' },
        { title: 'Stream Manager', path: '/bangdb-stream-manager-api' },
        { title: 'Notification Manager', path: '/bangdb-notification-manager-api' },
        { title: 'Resource Manager', path: '/bangdb-resource-manager-api' },
        { title: 'DB Param', path: '/dbparam-type' },
        { title: 'ML Helper', path: '/bangdb-ml-helper-api' },
        { title: 'Transaction', path: '/bangdb-transaction-api' },
        { title: 'TableEnv', path: '/table-env-api' },
        { title: 'Scan Filter', path: '/scanfilter-api' },
        { title: 'Result Set', path: '/resultset-api' },
        { title: 'BangDB Common', path: '/bangdb-client-common' },
      ],
    },
    {
      title: 'Command Line Interface',
      children: [
        { title: 'Overview', path: '/cli-overview' },
        { title: 'DB Commands', path: '/db-commands-cli' },
        { title: 'BRS Commands', path: '/brs-commands-cli' },
        { title: 'Stream Commands', path: '/stream-commands-cli' },
        { title: 'ML Commands', path: '/ml-commands-cli' },
        { title: 'Replication Commands', path: '/replication-commands-cli' },
        { title: 'Agent Commands', path: '/agent-cli' },
      ],
    },
    {
      title: 'Quick reference',
      children: [
        { title: 'Cypher', path: '/quick-reference/cypher' },
        { title: 'CLI Commands', path: '/quick-reference/cli' },
        { title: 'Programs and Scripts', path: '/quick-reference/programs' },
        { title: 'Configuration Keys', path: '/quick-reference/config' },
        { title: 'REST Operations', path: '/quick-reference/rest' },
        { title: 'API Members', path: '/quick-reference/api' },
        { title: 'Enums and Codes', path: '/quick-reference/codes' },
      ],
    },
    {
      title: 'Others',
      children: [
        { title: 'Hands on BangDB', path: '/hands-on-bangdb' },
        { title: 'Replication', path: '/replication' },
        { title: 'BangDB High availability', path: '/bangdb-high-availability' },
        { title: 'BangDB Disaster recovery', path: '/bangdb-disaster-recovery' },
        { title: 'Pen test report', path: '/pen-test' },
        { title: 'Use these docs from your AI assistant', path: '/ai-assistants' },
      ],
    },
  ],
} satisfies NavSidebar;

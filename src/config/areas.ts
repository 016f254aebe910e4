/**
 * The areas the docs home, the 404 page and an empty search list; each opens the first page of a sidebar or of one
 * of its top-level sections (its Overview where it has one). src/components/__tests__/areaLinks.test.tsx checks every `href`
 * against the navigation model, which the browser then never loads for these links.
 */
export interface Area {
  title: string;
  description: string;
  href: string;
}

export const areas: readonly Area[] = [
  { title: 'Get Started', description: 'Install the server, run it in Docker or Kubernetes, configure it and run a first program.', href: '/server-getting-started' },
  { title: 'APIs', description: 'Embedded and server (client) APIs in C++ and Java: databases, tables, streams, ML, transactions.', href: '/bangdb-api' },
  { title: 'Graph & Cypher', description: 'Store triples and query them with BangDB Cypher: paths, aggregations, similarity, clusters.', href: '/graph-and-cypher' },
  { title: 'Stream & CEP', description: 'Define stream schemas, compute attributes, group, join and detect complex event patterns.', href: '/stream' },
  { title: 'Machine learning', description: 'Algorithms, hyperparameters and worked ML use cases: train, deploy and predict inside BangDB.', href: '/ml-help-guide/bangdb-algorithms-and-their-hyperparameter' },
  { title: 'Use cases', description: 'End-to-end solutions: IoT vehicle monitoring, review analytics, fraud detection, supply chain.', href: '/use-cases/iot-vehicle-monitoring/introduction' },
  { title: 'Quick reference', description: 'Every Cypher word, CLI form, config key, REST operation and API member on one sheet per surface.', href: '/quick-reference/cypher' },
  { title: 'REST API', description: 'The BangDB server REST API 2.0: every endpoint, with samples, Swagger and Postman.', href: '/rest-api/api-introduction' },
  { title: 'Leads & CRM', description: 'Manage CRMs, groups, companies, users and leads; integrate telephony and messaging.', href: '/apps/leads-management/crm-editing/overview' },
  { title: 'Forum', description: 'Set up a community forum and use it: categories, moderation, posts and replies.', href: '/apps/forum/setup/overview' },
  { title: 'Bug tracker', description: 'Track bugs across projects: users, imports, filters, notifications and reports.', href: '/apps/bug-tracker/overview' },
  { title: 'Click stream', description: 'Analyse website traffic and visitors, collect leads with forms and calls to action.', href: '/apps/click-stream/overview' },
  { title: 'App monitor', description: 'Monitor clusters, hosts, websites, logs and SNMP devices, and turn alerts into tickets.', href: '/apps/app-mon/overview' },
  { title: 'About', description: 'Why BangDB exists, its stack, its enterprise features and how it compares.', href: '/about/motivation' },
  { title: 'Release info', description: 'What changed in BangDB 2.0 and in the Ampere dashboard.', href: '/release-info/ampere' },
];

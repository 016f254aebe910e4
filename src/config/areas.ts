import type { SidebarId } from '../nav/types';

/**
 * The areas the docs home lists as cards; each links to the first page of its sidebar (or section). The links are
 * resolved at build time (src/plugins/area-links), so the browser never loads the navigation model for them.
 */
export interface Area {
  title: string;
  description: string;
  sidebar: SidebarId;
  /** Top-level section of the sidebar the card opens, when the area is one section of a larger sidebar. */
  section?: string;
}

export const areas: readonly Area[] = [
  { title: 'Get Started', description: 'Install the server, run it in Docker or Kubernetes, configure it and run a first program.', sidebar: 'main', section: 'Get Started' },
  { title: 'APIs', description: 'Embedded and server (client) APIs in C++ and Java: databases, tables, streams, ML, transactions.', sidebar: 'main', section: 'Embedded API' },
  { title: 'Graph & Cypher', description: 'Store triples and query them with BangDB Cypher: paths, aggregations, similarity, clusters.', sidebar: 'graph' },
  { title: 'Stream & CEP', description: 'Define stream schemas, compute attributes, group, join and detect complex event patterns.', sidebar: 'stream' },
  { title: 'Machine learning', description: 'Algorithms, hyperparameters and worked ML use cases: train, deploy and predict inside BangDB.', sidebar: 'help-guide' },
  { title: 'Use cases', description: 'End-to-end solutions: IoT vehicle monitoring, review analytics, fraud detection, supply chain.', sidebar: 'use-cases' },
  { title: 'REST API', description: 'The BangDB server REST API 2.0: every endpoint, with samples, Swagger and Postman.', sidebar: 'rest-api' },
  { title: 'Leads & CRM', description: 'Manage CRMs, groups, companies, users and leads; integrate telephony and messaging.', sidebar: 'leads-management' },
  { title: 'Forum', description: 'Set up a community forum and use it: categories, moderation, posts and replies.', sidebar: 'forum' },
  { title: 'Bug tracker', description: 'Track bugs across projects: users, imports, filters, notifications and reports.', sidebar: 'bug-tracker' },
  { title: 'Click stream', description: 'Analyse website traffic and visitors, collect leads with forms and calls to action.', sidebar: 'click-stream' },
  { title: 'App monitor', description: 'Monitor clusters, hosts, websites, logs and SNMP devices, and turn alerts into tickets.', sidebar: 'app-mon' },
  { title: 'About', description: 'Why BangDB exists, its stack, its enterprise features and how it compares.', sidebar: 'about' },
  { title: 'Release info', description: 'What changed in BangDB 2.0 and in the Ampere dashboard.', sidebar: 'release-info' },
];

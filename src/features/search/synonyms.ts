/**
 * The reader's words → the documentation's words. Reviewed like content: an entry says what readers type, which
 * words the documentation uses for it, and which pages the entry is meant to help a reader reach. A query word or
 * phrase in `reader` is searched as itself or as any of `docs` (a phrase of `docs` as all its words on one page).
 *
 * `reach` is for review and for the unit test that checks each entry still leads somewhere (every `docs` word is in
 * the index, every `reach` page exists); the ranking never reads it.
 */
export interface Synonym {
  /** What readers type: a word or a phrase, lower case. Word forms are matched by stem ("visitors" = "visitor"). */
  reader: string[];
  /** The documentation's words for the same thing. */
  docs: string[];
  /** Routes the entry is meant to help reach. */
  reach: string[];
}

/** Every word of the reader phrases: known to the spelling check, so it is neither corrected nor dropped. */
export const readerWords = (): Set<string> => new Set(SYNONYMS.flatMap((s) => s.reader.flatMap((phrase) => phrase.split(' '))));

export const SYNONYMS: Synonym[] = [
  { reader: ['visitor', 'visit', 'clickstream', 'website traffic', 'page views', 'web analytics'], docs: ['click stream'], reach: ['/apps/click-stream/user-guide/monitor-data', '/apps/leads-management/click-stream-and-visitor-analysis'] },
  { reader: ['alert', 'alarm', 'notify', 'warn'], docs: ['notification'], reach: ['/notification', '/bangdb-notification-manager-api'] },
  { reader: ['ship logs', 'log shipper', 'collect logs', 'forward logs', 'send logs'], docs: ['agent'], reach: ['/agent-cli'] },
  { reader: ['spreadsheet', 'excel', 'comma separated'], docs: ['csv'], reach: ['/apps/leads-management/upload-leads-from-csv'] },
  { reader: ['backup', 'restore', 'recover'], docs: ['disaster recovery'], reach: ['/bangdb-disaster-recovery'] },
  { reader: ['goes down', 'went down', 'downtime', 'outage', 'crash'], docs: ['monitoring', 'high availability'], reach: ['/bangdb-high-availability', '/apps/app-mon/services/web-mon'] },
  { reader: ['full text', 'text search', 'keyword search'], docs: ['reverse index'], reach: ['/reverse-index'] },
  { reader: ['failover', 'redundancy', 'standby'], docs: ['replication', 'high availability'], reach: ['/replication', '/bangdb-high-availability'] },
  { reader: ['settings', 'configuration', 'configure'], docs: ['config'], reach: ['/bangdb-config'] },
  { reader: ['container'], docs: ['docker'], reach: ['/docker-images'] },
  { reader: ['kubernetes', 'k8s'], docs: ['helm'], reach: ['/deploy-bangdb-helm-chart'] },
  { reader: ['openshift'], docs: ['oc tool'], reach: ['/deploy-bangdb-oc-tool'] },
  { reader: ['command line', 'terminal', 'shell'], docs: ['cli'], reach: ['/cli-overview'] },
  { reader: ['machine learning', 'ai'], docs: ['ml'], reach: ['/bangdb-ml-helper-api', '/ml-commands-cli'] },
  { reader: ['relationship', 'nodes and edges', 'knowledge graph'], docs: ['graph', 'triple'], reach: ['/graph-and-cypher'] },
  { reader: ['neo4j'], docs: ['cypher'], reach: ['/graph-and-cypher/bangdb-cypher-vs-other-cypher'] },
  { reader: ['event processing', 'pattern detection', 'detect patterns'], docs: ['cep'], reach: ['/complex-event-processing', '/cepq'] },
  { reader: ['password reset', 'forgot password'], docs: ['reset password'], reach: ['/apps/click-stream/manage-account-users/reset-user-password'] },
  { reader: ['discussion', 'thread', 'community'], docs: ['forum', 'post'], reach: ['/apps/forum/user-guide/create-new-post'] },
  { reader: ['phone call', 'telephony', 'dialer', 'calling'], docs: ['call'], reach: ['/apps/leads-management/integrations/twilio'] },
  { reader: ['server status', 'server health'], docs: ['server stats'], reach: ['/rest-api/get-the-server-stats'] },
  { reader: ['speed', 'fast', 'performance'], docs: ['benchmark', 'throughput'], reach: ['/benchmark', '/throughput'] },
  { reader: ['location', 'nearby', 'latitude', 'longitude', 'gps'], docs: ['geospatial'], reach: ['/geospatial-index'] },
  { reader: ['security', 'vulnerability', 'penetration'], docs: ['pen test'], reach: ['/pen-test'] },
  { reader: ['embedded mode', 'in process', 'library mode'], docs: ['embedded'], reach: ['/developing-with-bangdb-embedded'] },
  { reader: ['moderator', 'moderate'], docs: ['admin'], reach: ['/apps/forum/setup/manage-admins'] },
  { reader: ['disable', 'turn off', 'suspend', 'deactivate'], docs: ['pause', 'deactivate'], reach: ['/apps/app-mon/setup/services/pause-service', '/rest-api/pause-activate-and-deregister-a-notification'] },
  { reader: ['open source', 'free', 'pricing', 'cost'], docs: ['license'], reach: ['/license'] },
  { reader: ['add a document', 'add a json document', 'add documents', 'add json documents'], docs: ['insert document'], reach: ['/rest-api/insert-a-document-data-into-a-table', '/bangdb-table-api'] },
  { reader: ['invite', 'onboard', 'new member'], docs: ['create user', 'add user'], reach: ['/apps/click-stream/manage-account-users/create-new-user'] },
  { reader: ['give access', 'grant access', 'permission'], docs: ['assign', 'role'], reach: ['/apps/bug-tracker/setup/assign-user-to-project'] },
  { reader: ['ban', 'kick out'], docs: ['terminate', 'suspend'], reach: ['/apps/forum/setup/manage-forum-users'] },
  { reader: ['statistics'], docs: ['stats'], reach: ['/rest-api/get-the-stats-of-a-given-table', '/apps/bug-tracker/setup/bugs-stats'] },
];

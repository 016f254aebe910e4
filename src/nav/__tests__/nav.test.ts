/**
 * The navigation model, tested as data: every path resolves to a content file of the right instance, ids are
 * unique, the Overview entry comes first, and the spec's route lists (copied here) appear in order.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { allLeaves, getSidebar, leavesOf, navigation, type SidebarId } from '@site/src/nav';
import { docIdForPath, getInstance, instances } from '@site/src/config/instances';
import { toSidebarItems } from '@site/src/nav/toSidebar';

const root = path.resolve(__dirname, '../../..');

function contentFile(route: string, sidebarId: SidebarId): string | undefined {
  const instance = getInstance(getSidebar(sidebarId).instance);
  const base = path.join(root, instance.folder, docIdForPath(route, instance));
  return ['.md', '.mdx', '.api.mdx'].map((ext) => base + ext).find(existsSync);
}

describe('navigation model', () => {
  it('has the 15 sidebars of the spec', () => {
    expect(navigation.map((s) => s.id).sort()).toEqual(
      ['about', 'app-mon', 'bug-tracker', 'cep', 'click-stream', 'forum', 'graph', 'help-guide', 'leads-management',
        'main', 'ml-usecases', 'release-info', 'rest-api', 'stream', 'use-cases'].sort(),
    );
  });

  it('has a unique path, the identity of an entry, for every entry across all sidebars', () => {
    const paths = navigation.flatMap((s) => allLeaves(s).map((leaf) => leaf.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the route of every content file of the four instances (the docs home aside), the leads-selling page included', () => {
    const routes = new Set(navigation.flatMap((s) => allLeaves(s).map((l) => l.path.split('#')[0])));
    const fileRoutes = instances.flatMap((instance) =>
      readdirSync(path.join(root, instance.folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => {
          const page = file.replace(/(\.api)?\.mdx?$/, '').replace(/(^|\/)index$/, '');
          return `${instance.routeBasePath === '/' ? '' : instance.routeBasePath}/${page}`.replace(/(.)\/$/, '$1');
        }),
    );
    expect(fileRoutes.length).toBeGreaterThan(routes.size / 2);
    expect(new Set([...routes, '/'])).toEqual(new Set(fileRoutes));
    expect(routes).toContain('/apps/leads-selling/create-crm');
  });

  it.each(navigation.map((s) => [s.id, s] as const))('%s: every path is a content file of its instance', (id, sidebar) => {
    const instance = getInstance(sidebar.instance);
    for (const leaf of allLeaves(sidebar)) {
      const route = leaf.path.split('#')[0];
      const base = instance.routeBasePath === '/' ? '/' : `${instance.routeBasePath}/`;
      expect(route === instance.routeBasePath || route.startsWith(base)).toBe(true);
      expect({ route, file: contentFile(route, id) }).toEqual({ route, file: expect.stringMatching(/\.mdx?$/) });
    }
  });

  it('puts the Overview entry first where a sidebar has one (main and the apps without an overview section)', () => {
    const withOverview = navigation.filter((s) => s.overview);
    expect(withOverview.map((s) => s.id)).toEqual(['main', 'bug-tracker', 'click-stream', 'app-mon']);
    for (const sidebar of withOverview) {
      const [first] = toSidebarItems(sidebar);
      expect(first).toMatchObject({ type: 'doc', label: 'Overview' });
    }
    const [first] = toSidebarItems(getSidebar('main'));
    expect(first).toMatchObject({ type: 'doc', id: 'overview', label: 'Overview' });
  });

  it('marks the query-scenario anchors as nested entries', () => {
    const nested = leavesOf(getSidebar('graph').items).filter((l) => l.beforeIcon === 'nested');
    expect(nested.map((l) => l.path)).toEqual([
      '/graph-and-cypher/query-scenarios#moviesdata',
      '/graph-and-cypher/query-scenarios#salesdata',
      '/graph-and-cypher/query-scenarios#patientdata',
    ]);
  });

  it('inserts Create CRM right after the Overview of Manage CRM (the second entry), flagged for app=leads_selling', () => {
    const [first] = toSidebarItems(getSidebar('leads-management'));
    expect(first.type).toBe('category');
    if (first.type !== 'category') return;
    expect(first.items.slice(0, 2)).toMatchObject([
      { type: 'doc', id: 'leads-management/crm-editing/overview' },
      { type: 'doc', id: 'leads-selling/create-crm', customProps: { onlyWithQuery: 'app=leads_selling' } },
    ]);
  });

  it('refuses a variant that follows no entry of its sidebar', () => {
    const sidebar = getSidebar('leads-management');
    const variants = sidebar.variants!.map((v) => ({ ...v, after: '/apps/no-such-page' }));
    expect(() => toSidebarItems({ ...sidebar, variants })).toThrow(/no entry with the path \/apps\/no-such-page/);
  });

});

/** The required route lists of each area ({product} = bangdb), each expected in this order in its sidebar. */
const SPEC_ROUTES: Record<string, { sidebar: SidebarId; section?: string; routes: string[] }> = {
  'Get Started': { sidebar: 'main', section: 'Get Started', routes: ['/server-getting-started', '/server-install', '/docker-images', '/bangdb-config', '/sample-client-application', '/cloud-pak-for-data', '/deploy-bangdb-oc-tool', '/deploy-bangdb-helm-chart', '/benchmark', '/throughput', '/ycsb', '/bangdb-vs-other-dbs'] },
  Introduction: { sidebar: 'main', section: 'Introduction', routes: ['/bangdb-introduction', '/feature-details', '/multi-flavour', '/language-support', '/platform-support', '/license', '/third-party-notices', '/patents'] },
  'Tech Overview': { sidebar: 'main', section: 'Tech Overview', routes: ['/architecture', '/core-database-design', '/access-methods'] },
  Index: { sidebar: 'main', section: 'Index', routes: ['/index-bangdb', '/primary-index', '/secondary-index', '/nested-index', '/composite-index', '/geospatial-index', '/reverse-index'] },
  Developing: { sidebar: 'main', section: 'Developing with BangDB', routes: ['/developing-with-bangdb-embedded', '/database-embedded', '/table-embedded', '/normal-table-embedded', '/wide-table-embedded', '/large-table-embedded', '/primitive-table-embedded', '/dataquery'] },
  'Embedded API': { sidebar: 'main', section: 'Embedded API', routes: ['/bangdb-api', '/bangdb-database-embedded', '/bangdb-table-embedded', '/bangdb-stream-manager-embedded', '/bangdb-notification-manager-embedded', '/bangdb-resource-manager-embedded', '/db-param-embedded', '/bangdb-ml-helper-embedded', '/bangdb-transaction-embedded', '/table-env-embedded', '/scanfilter-embedded', '/resultset-embedded', '/bangdb-rtf-manager-embedded', '/helper-types-embedded'] },
  'Server API': { sidebar: 'main', section: 'Server API', routes: ['/api-server', '/bangdb-environment-api', '/bangdb-database-api', '/bangdb-table-api', '/bangdb-stream-manager-api', '/bangdb-notification-manager-api', '/bangdb-resource-manager-api', '/dbparam-type', '/bangdb-ml-helper-api', '/bangdb-transaction-api', '/table-env-api', '/scanfilter-api', '/resultset-api', '/bangdb-client-common'] },
  CLI: { sidebar: 'main', section: 'Command Line Interface', routes: ['/cli-overview', '/db-commands-cli', '/brs-commands-cli', '/stream-commands-cli', '/ml-commands-cli', '/replication-commands-cli', '/agent-cli'] },
  Others: { sidebar: 'main', section: 'Others', routes: ['/hands-on-bangdb', '/replication', '/bangdb-high-availability', '/bangdb-disaster-recovery', '/pen-test'] },
  'Use cases': { sidebar: 'use-cases', routes: [
    ...['introduction', 'scenario', 'solution-overview', 'steps-to-run-the-demo'].map((p) => `/use-cases/iot-vehicle-monitoring/${p}`),
    ...['introduction', 'scenario', 'application-and-details'].map((p) => `/use-cases/analytics-from-customer-reviews/${p}`),
    ...['introduction', 'first-party-bank-fraud', 'insurance-fraud', 'ecommerce-fraud', 'conclusion'].map((p) => `/use-cases/fraud-detection/${p}`),
    ...['introduction', 'scenario', 'implementation', 'conclusion'].map((p) => `/use-cases/supply-chain-management/${p}`),
  ] },
  'Help guide': { sidebar: 'help-guide', routes: ['/ml-help-guide/bangdb-algorithms-and-their-hyperparameter', '/help-guide/chart-creation'] },
  Graph: { sidebar: 'graph', routes: ['/graph-and-cypher', ...['difference-between-bangdb-and-another-graph-database', 'bangdb-cypher-vs-other-cypher', 'create-graph-table', 'create-data', 'match-patterns', 'filter-results', 'aggregation-in-cypher', 'shortest-path', 'all-path', 'query-for-no-direct-relation', 'graph-in-stream', 'symm-and-asymm-keywords', 'aggregation-in-graph', 'short-path-advance', 'all-path-advance', 'similarity', 'cluster', 'return-star', 'nested-query', 'chain-query', 'geospatial-index-and-query', 'query-scenarios'].map((p) => `/graph-and-cypher/${p}`)] },
  'Release info': { sidebar: 'release-info', routes: ['/release-info/ampere', '/release-info/bangdb-2.0'] },
  Stream: { sidebar: 'stream', routes: ['/stream', '/stream-manager', '/stream-processing', '/catr-computing-attribute', '/group-by', '/refer', '/filter', '/join', '/cepq', '/entity', '/notification', '/stream-join', '/join-example-1', '/join-example-2', '/join-example-3', '/working-with-streams'] },
  CEP: { sidebar: 'cep', routes: ['/complex-event-processing', '/cep-use-cases', '/cep-examples'] },
  'ML use cases': { sidebar: 'ml-usecases', routes: ['/use-cases/ml-usecases', ...['credit-risk-analysis', 'forecast-product-demand', 'data-clustering-analysis', 'online-shoppers-purchasing-intention', 'amazon-sentiment-analysis', 'rainfall-prediction'].map((p) => `/use-cases/ml-usecases/${p}`)] },
  About: { sidebar: 'about', routes: ['motivation', 'what-is-bangdb', 'bangdb-features-high-level', 'graph-processing', 'enterprise-grade-database-features', 'working-with-bangdb', 'the-bangdb-stack', 'bangdb-vs-other-databases'].map((p) => `/about/${p}`) },
  'REST API': { sidebar: 'rest-api', routes: ['/rest-api/api-introduction', '/rest-api/general-information', '/rest-api/document-structure', '/rest-api/swagger-api', '/rest-api/postman-api'] },
  Forum: { sidebar: 'forum', routes: ['/apps/forum/setup/overview', '/apps/forum/user-guide/create-new-post'] },
  'Bug tracker': { sidebar: 'bug-tracker', routes: ['/apps/bug-tracker/setup/add-project'] },
  'Click stream': { sidebar: 'click-stream', routes: ['/apps/click-stream/setup/add-website', '/apps/click-stream/user-guide/monitor-data', '/apps/click-stream/manage-account-users/create-new-user'] },
  'App monitor': { sidebar: 'app-mon', routes: ['/apps/app-mon/setup/add-cluster', '/apps/app-mon/setup/add-host', '/apps/app-mon/setup/services/add-service/web-mon', '/apps/app-mon/services/web-mon', '/apps/app-mon/user-guide/home-page'] },
};

describe.each(Object.entries(SPEC_ROUTES))('spec routes: %s', (_, { sidebar, section, routes }) => {
  it(`appear in the ${sidebar} sidebar in the spec's order`, () => {
    const s = getSidebar(sidebar);
    const items = section ? s.items.filter((i) => i.title === section) : s.items;
    const paths = leavesOf(items).map((l) => l.path);
    const positions = routes.map((r) => paths.indexOf(r));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

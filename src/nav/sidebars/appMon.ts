import type { NavSidebar } from '../types';

/** The `app-mon` sidebar (apps instance). Order and titles follow the product's navigation. */
export const appMonSidebar = {
  id: 'app-mon',
  label: 'App monitor',
  instance: 'apps',
  overview: { id: 'apps/app-mon/overview', title: 'Overview', path: '/apps/app-mon/overview' },
  items: [
    {
      id: 'section:app-mon/clusters',
      title: 'Clusters',
      children: [
        { id: 'apps/app-mon/setup/add-cluster', title: 'Add cluster', path: '/apps/app-mon/setup/add-cluster' },
        { id: 'apps/app-mon/setup/delete-cluster', title: 'Delete cluster', path: '/apps/app-mon/setup/delete-cluster' },
        { id: 'apps/app-mon/setup/cluster-overview', title: 'Cluster overview', path: '/apps/app-mon/setup/cluster-overview' },
      ],
    },
    {
      id: 'section:app-mon/hosts',
      title: 'Hosts',
      children: [
        { id: 'apps/app-mon/setup/add-host', title: 'Add host', path: '/apps/app-mon/setup/add-host' },
        { id: 'apps/app-mon/setup/delete-host', title: 'Delete host', path: '/apps/app-mon/setup/delete-host' },
      ],
    },
    {
      id: 'section:app-mon/services',
      title: 'Services',
      children: [
        {
          id: 'section:app-mon/services/add-service',
          title: 'Add service',
          children: [
            { id: 'apps/app-mon/setup/services/add-service/web-mon', title: 'Web Monitoring', path: '/apps/app-mon/setup/services/add-service/web-mon' },
            { id: 'apps/app-mon/setup/services/add-service/linux-mon', title: 'Linux Monitoring', path: '/apps/app-mon/setup/services/add-service/linux-mon' },
            { id: 'apps/app-mon/setup/services/add-service/log-mon', title: 'Linux System Log Monitoring', path: '/apps/app-mon/setup/services/add-service/log-mon' },
            { id: 'apps/app-mon/setup/services/add-service/gen-log-mon', title: 'Generic Log Monitoring', path: '/apps/app-mon/setup/services/add-service/gen-log-mon' },
            { id: 'apps/app-mon/setup/services/add-service/snmp-mon', title: 'SNMP Monitoring', path: '/apps/app-mon/setup/services/add-service/snmp-mon' },
          ],
        },
        { id: 'apps/app-mon/setup/services/edit-service', title: 'Edit service', path: '/apps/app-mon/setup/services/edit-service' },
        { id: 'apps/app-mon/setup/services/delete-service', title: 'Delete service', path: '/apps/app-mon/setup/services/delete-service' },
        { id: 'apps/app-mon/setup/services/pause-service', title: 'Pause service', path: '/apps/app-mon/setup/services/pause-service' },
      ],
    },
    {
      id: 'section:app-mon/monitor-services',
      title: 'Monitor services',
      children: [
        {
          id: 'section:app-mon/monitor-services/website-monitoring',
          title: 'Website monitoring',
          children: [
            { id: 'apps/app-mon/services/web-mon', title: 'Overview', path: '/apps/app-mon/services/web-mon' },
          ],
        },
        {
          id: 'section:app-mon/monitor-services/linux-monitoring',
          title: 'Linux Monitoring',
          children: [
            { id: 'apps/app-mon/services/linux-mon', title: 'Overview', path: '/apps/app-mon/services/linux-mon' },
          ],
        },
        {
          id: 'section:app-mon/monitor-services/log-monitoring',
          title: 'Log Monitoring',
          children: [
            { id: 'apps/app-mon/services/logs', title: 'Overview', path: '/apps/app-mon/services/logs' },
          ],
        },
        {
          id: 'section:app-mon/monitor-services/snmp-monitoring',
          title: 'SNMP Monitoring',
          children: [
            { id: 'apps/app-mon/services/snmp-mon', title: 'Overview', path: '/apps/app-mon/services/snmp-mon' },
          ],
        },
        {
          id: 'section:app-mon/monitor-services/website-traffic-visitor-monitoring',
          title: 'Website Traffic/Visitor Monitoring',
          children: [
            { id: 'apps/app-mon/services/click-stream-mon', title: 'Overview', path: '/apps/app-mon/services/click-stream-mon' },
          ],
        },
      ],
    },
    {
      id: 'section:app-mon/user-guide',
      title: 'User guide',
      children: [
        { id: 'apps/app-mon/user-guide/home-page', title: 'Home page', path: '/apps/app-mon/user-guide/home-page' },
        { id: 'apps/app-mon/user-guide/switch-color-theme', title: 'Switch color theme', path: '/apps/app-mon/user-guide/switch-color-theme' },
        { id: 'apps/app-mon/user-guide/setup-config-for-snmp', title: 'Setup configuration for SNMP', path: '/apps/app-mon/user-guide/setup-config-for-snmp' },
        { id: 'apps/app-mon/user-guide/manage-ticket-pipelines', title: 'Manage ticket pipelines', path: '/apps/app-mon/user-guide/manage-ticket-pipelines' },
        { id: 'apps/app-mon/user-guide/ticket-stats', title: 'Ticket stats', path: '/apps/app-mon/user-guide/ticket-stats' },
        { id: 'apps/app-mon/user-guide/convert-notifications-to-tickets', title: 'Convert notifications to tickets', path: '/apps/app-mon/user-guide/convert-notifications-to-tickets' },
        { id: 'apps/app-mon/user-guide/report-issue', title: 'Report issue & open ticket for BangDB', path: '/apps/app-mon/user-guide/report-issue' },
      ],
    },
  ],
} satisfies NavSidebar;

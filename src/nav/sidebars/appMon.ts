import type { NavSidebar } from '../types';

/** The `app-mon` sidebar (apps instance). Order and titles follow the product's navigation. */
export const appMonSidebar = {
  id: 'app-mon',
  label: 'App monitor',
  instance: 'apps',
  overview: { title: 'Overview', path: '/apps/app-mon/overview' },
  items: [
    {
      title: 'Clusters',
      children: [
        { title: 'Add cluster', path: '/apps/app-mon/setup/add-cluster' },
        { title: 'Delete cluster', path: '/apps/app-mon/setup/delete-cluster' },
        { title: 'Cluster overview', path: '/apps/app-mon/setup/cluster-overview' },
      ],
    },
    {
      title: 'Hosts',
      children: [
        { title: 'Add host', path: '/apps/app-mon/setup/add-host' },
        { title: 'Delete host', path: '/apps/app-mon/setup/delete-host' },
      ],
    },
    {
      title: 'Services',
      children: [
        {
          title: 'Add service',
          children: [
            { title: 'Web Monitoring', path: '/apps/app-mon/setup/services/add-service/web-mon' },
            { title: 'Linux Monitoring', path: '/apps/app-mon/setup/services/add-service/linux-mon' },
            { title: 'Linux System Log Monitoring', path: '/apps/app-mon/setup/services/add-service/log-mon' },
            { title: 'Generic Log Monitoring', path: '/apps/app-mon/setup/services/add-service/gen-log-mon' },
            { title: 'SNMP Monitoring', path: '/apps/app-mon/setup/services/add-service/snmp-mon' },
          ],
        },
        { title: 'Edit service', path: '/apps/app-mon/setup/services/edit-service' },
        { title: 'Delete service', path: '/apps/app-mon/setup/services/delete-service' },
        { title: 'Pause service', path: '/apps/app-mon/setup/services/pause-service' },
      ],
    },
    {
      title: 'Monitor services',
      children: [
        {
          title: 'Website monitoring',
          children: [
            { title: 'Overview', path: '/apps/app-mon/services/web-mon' },
          ],
        },
        {
          title: 'Linux Monitoring',
          children: [
            { title: 'Overview', path: '/apps/app-mon/services/linux-mon' },
          ],
        },
        {
          title: 'Log Monitoring',
          children: [
            { title: 'Overview', path: '/apps/app-mon/services/logs' },
          ],
        },
        {
          title: 'SNMP Monitoring',
          children: [
            { title: 'Overview', path: '/apps/app-mon/services/snmp-mon' },
          ],
        },
        {
          title: 'Website Traffic/Visitor Monitoring',
          children: [
            { title: 'Overview', path: '/apps/app-mon/services/click-stream-mon' },
          ],
        },
      ],
    },
    {
      title: 'User guide',
      children: [
        { title: 'Home page', path: '/apps/app-mon/user-guide/home-page' },
        { title: 'Switch color theme', path: '/apps/app-mon/user-guide/switch-color-theme' },
        { title: 'Setup configuration for SNMP', path: '/apps/app-mon/user-guide/setup-config-for-snmp' },
        { title: 'Manage ticket pipelines', path: '/apps/app-mon/user-guide/manage-ticket-pipelines' },
        { title: 'Ticket stats', path: '/apps/app-mon/user-guide/ticket-stats' },
        { title: 'Convert notifications to tickets', path: '/apps/app-mon/user-guide/convert-notifications-to-tickets' },
        { title: 'Report issue & open ticket for BangDB', path: '/apps/app-mon/user-guide/report-issue' },
      ],
    },
  ],
} satisfies NavSidebar;

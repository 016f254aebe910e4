import type { NavSidebar } from '../types';

/** The `click-stream` sidebar (apps instance). Order and titles follow the product's navigation. */
export const clickStreamSidebar = {
  id: 'click-stream',
  label: 'Click stream',
  instance: 'apps',
  overview: { id: 'apps/click-stream/overview', title: 'Overview', path: '/apps/click-stream/overview' },
  items: [
    {
      id: 'section:click-stream/setup-click-stream',
      title: 'Setup Click Stream',
      children: [
        { id: 'apps/click-stream/setup/add-website', title: 'Add website for click stream analysis', path: '/apps/click-stream/setup/add-website' },
        { id: 'apps/click-stream/setup/forms', title: 'Forms for lead collection', path: '/apps/click-stream/setup/forms' },
        { id: 'apps/click-stream/setup/call-to-action', title: 'Call to action', path: '/apps/click-stream/setup/call-to-action' },
      ],
    },
    {
      id: 'section:click-stream/user-guide',
      title: 'User guide',
      children: [
        { id: 'apps/click-stream/user-guide/monitor-data', title: 'Monitor data', path: '/apps/click-stream/user-guide/monitor-data' },
      ],
    },
    {
      id: 'section:click-stream/manage-account-users',
      title: 'Manage Account Users',
      children: [
        { id: 'apps/click-stream/manage-account-users/create-new-user', title: 'Create new user', path: '/apps/click-stream/manage-account-users/create-new-user' },
        { id: 'apps/click-stream/manage-account-users/change-user-status', title: 'Activate, Suspend & Terminate user', path: '/apps/click-stream/manage-account-users/change-user-status' },
        { id: 'apps/click-stream/manage-account-users/reset-user-password', title: 'Reset password for a user', path: '/apps/click-stream/manage-account-users/reset-user-password' },
        { id: 'apps/click-stream/manage-account-users/delete-user', title: 'Delete user from account', path: '/apps/click-stream/manage-account-users/delete-user' },
      ],
    },
  ],
} satisfies NavSidebar;

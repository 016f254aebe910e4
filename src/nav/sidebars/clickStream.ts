import type { NavSidebar } from '../types';

/** The `click-stream` sidebar (apps instance). Order and titles follow the product's navigation. */
export const clickStreamSidebar = {
  id: 'click-stream',
  label: 'Click stream',
  instance: 'apps',
  overview: { title: 'Overview', path: '/apps/click-stream/overview' },
  items: [
    {
      title: 'Setup Click Stream',
      children: [
        { title: 'Add website for click stream analysis', path: '/apps/click-stream/setup/add-website' },
        { title: 'Forms for lead collection', path: '/apps/click-stream/setup/forms' },
        { title: 'Call to action', path: '/apps/click-stream/setup/call-to-action' },
      ],
    },
    {
      title: 'User guide',
      children: [
        { title: 'Monitor data', path: '/apps/click-stream/user-guide/monitor-data' },
      ],
    },
    {
      title: 'Manage Account Users',
      children: [
        { title: 'Create new user', path: '/apps/click-stream/manage-account-users/create-new-user' },
        { title: 'Activate, Suspend & Terminate user', path: '/apps/click-stream/manage-account-users/change-user-status' },
        { title: 'Reset password for a user', path: '/apps/click-stream/manage-account-users/reset-user-password' },
        { title: 'Delete user from account', path: '/apps/click-stream/manage-account-users/delete-user' },
      ],
    },
  ],
} satisfies NavSidebar;

import type { NavSidebar } from '../types';

/** The `bug-tracker` sidebar (apps instance). Order and titles follow the product's navigation. */
export const bugTrackerSidebar = {
  id: 'bug-tracker',
  label: 'Bug tracker',
  instance: 'apps',
  overview: { title: 'Overview', path: '/apps/bug-tracker/overview' },
  items: [
    {
      title: 'Setup',
      children: [
        { title: 'Add project', path: '/apps/bug-tracker/setup/add-project' },
        { title: 'Setup project', path: '/apps/bug-tracker/setup/setup-project' },
        { title: 'Manage users', path: '/apps/bug-tracker/setup/manage-users' },
        { title: 'Assign user to project', path: '/apps/bug-tracker/setup/assign-user-to-project' },
        { title: 'Change user password', path: '/apps/bug-tracker/setup/change-user-password' },
        { title: 'Add bug', path: '/apps/bug-tracker/setup/add-bug' },
        { title: 'Edit bug', path: '/apps/bug-tracker/setup/edit-bug' },
        { title: 'Filter bugs', path: '/apps/bug-tracker/setup/filter-bugs' },
        { title: 'Import bugs', path: '/apps/bug-tracker/setup/import-bugs' },
        { title: 'Bugs stats', path: '/apps/bug-tracker/setup/bugs-stats' },
        { title: 'Email notifications', path: '/apps/bug-tracker/setup/email-notifications' },
        { title: 'Project reports & stats', path: '/apps/bug-tracker/setup/project-stats' },
      ],
    },
  ],
} satisfies NavSidebar;

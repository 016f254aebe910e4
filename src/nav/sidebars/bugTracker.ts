import type { NavSidebar } from '../types';

/** The `bug-tracker` sidebar (apps instance). Order and titles follow the product's navigation. */
export const bugTrackerSidebar = {
  id: 'bug-tracker',
  label: 'Bug tracker',
  instance: 'apps',
  overview: { id: 'apps/bug-tracker/overview', title: 'Overview', path: '/apps/bug-tracker/overview' },
  items: [
    {
      id: 'section:bug-tracker/setup',
      title: 'Setup',
      children: [
        { id: 'apps/bug-tracker/setup/add-project', title: 'Add project', path: '/apps/bug-tracker/setup/add-project' },
        { id: 'apps/bug-tracker/setup/setup-project', title: 'Setup project', path: '/apps/bug-tracker/setup/setup-project' },
        { id: 'apps/bug-tracker/setup/manage-users', title: 'Manage users', path: '/apps/bug-tracker/setup/manage-users' },
        { id: 'apps/bug-tracker/setup/assign-user-to-project', title: 'Assign user to project', path: '/apps/bug-tracker/setup/assign-user-to-project' },
        { id: 'apps/bug-tracker/setup/change-user-password', title: 'Change user password', path: '/apps/bug-tracker/setup/change-user-password' },
        { id: 'apps/bug-tracker/setup/add-bug', title: 'Add bug', path: '/apps/bug-tracker/setup/add-bug' },
        { id: 'apps/bug-tracker/setup/edit-bug', title: 'Edit bug', path: '/apps/bug-tracker/setup/edit-bug' },
        { id: 'apps/bug-tracker/setup/filter-bugs', title: 'Filter bugs', path: '/apps/bug-tracker/setup/filter-bugs' },
        { id: 'apps/bug-tracker/setup/import-bugs', title: 'Import bugs', path: '/apps/bug-tracker/setup/import-bugs' },
        { id: 'apps/bug-tracker/setup/bugs-stats', title: 'Bugs stats', path: '/apps/bug-tracker/setup/bugs-stats' },
        { id: 'apps/bug-tracker/setup/email-notifications', title: 'Email notifications', path: '/apps/bug-tracker/setup/email-notifications' },
        { id: 'apps/bug-tracker/setup/project-stats', title: 'Project reports & stats', path: '/apps/bug-tracker/setup/project-stats' },
      ],
    },
  ],
} satisfies NavSidebar;

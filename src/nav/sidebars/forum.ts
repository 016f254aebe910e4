import type { NavSidebar } from '../types';

/** The `forum` sidebar (apps instance). Order and titles follow the product's navigation. */
export const forumSidebar = {
  id: 'forum',
  label: 'Forum',
  instance: 'apps',
  items: [
    {
      id: 'section:forum/setup-forum',
      title: 'Setup Forum',
      children: [
        { id: 'apps/forum/setup/overview', title: 'Overview', path: '/apps/forum/setup/overview' },
        { id: 'apps/forum/setup/category-and-tags', title: 'Category and Tags', path: '/apps/forum/setup/category-and-tags' },
        { id: 'apps/forum/setup/status', title: 'Status', path: '/apps/forum/setup/status' },
        { id: 'apps/forum/setup/post-types', title: 'Post types', path: '/apps/forum/setup/post-types' },
        { id: 'apps/forum/setup/domain', title: 'Custom domain', path: '/apps/forum/setup/domain' },
        { id: 'apps/forum/setup/manage-admins', title: 'Manage admins', path: '/apps/forum/setup/manage-admins' },
        { id: 'apps/forum/setup/manage-forum-users', title: 'Manage forum users', path: '/apps/forum/setup/manage-forum-users' },
        { id: 'apps/forum/setup/manage-posts', title: 'Manage posts', path: '/apps/forum/setup/manage-posts' },
        { id: 'apps/forum/setup/accept-reject-posts', title: 'Review, Accept or Reject posts', path: '/apps/forum/setup/accept-reject-posts' },
      ],
    },
    {
      id: 'section:forum/user-guide',
      title: 'User guide',
      children: [
        { id: 'apps/forum/user-guide/create-new-post', title: 'Create new post', path: '/apps/forum/user-guide/create-new-post' },
        { id: 'apps/forum/user-guide/add-reply-in-post', title: 'Add reply in a post', path: '/apps/forum/user-guide/add-reply-in-post' },
        { id: 'apps/forum/user-guide/like-and-follow-post', title: 'Like & Follow post', path: '/apps/forum/user-guide/like-and-follow-post' },
        { id: 'apps/forum/user-guide/profile-and-contribution', title: 'Profile & contribution', path: '/apps/forum/user-guide/profile-and-contribution' },
        { id: 'apps/forum/user-guide/home-page-posts-tabs', title: 'Most Popular, & Most Commented posts etc.', path: '/apps/forum/user-guide/home-page-posts-tabs' },
        { id: 'apps/forum/user-guide/search-posts', title: 'Search Posts', path: '/apps/forum/user-guide/search-posts' },
        { id: 'apps/forum/user-guide/filter-posts', title: 'Filter Posts', path: '/apps/forum/user-guide/filter-posts' },
      ],
    },
  ],
} satisfies NavSidebar;

import type { NavSidebar } from '../types';

/** The `forum` sidebar (apps instance). Order and titles follow the product's navigation. */
export const forumSidebar = {
  id: 'forum',
  label: 'Forum',
  instance: 'apps',
  items: [
    {
      title: 'Setup Forum',
      children: [
        { title: 'Overview', path: '/apps/forum/setup/overview' },
        { title: 'Category and Tags', path: '/apps/forum/setup/category-and-tags' },
        { title: 'Status', path: '/apps/forum/setup/status' },
        { title: 'Post types', path: '/apps/forum/setup/post-types' },
        { title: 'Custom domain', path: '/apps/forum/setup/domain' },
        { title: 'Manage admins', path: '/apps/forum/setup/manage-admins' },
        { title: 'Manage forum users', path: '/apps/forum/setup/manage-forum-users' },
        { title: 'Manage posts', path: '/apps/forum/setup/manage-posts' },
        { title: 'Review, Accept or Reject posts', path: '/apps/forum/setup/accept-reject-posts' },
      ],
    },
    {
      title: 'User guide',
      children: [
        { title: 'Create new post', path: '/apps/forum/user-guide/create-new-post' },
        { title: 'Add reply in a post', path: '/apps/forum/user-guide/add-reply-in-post' },
        { title: 'Like & Follow post', path: '/apps/forum/user-guide/like-and-follow-post' },
        { title: 'Profile & contribution', path: '/apps/forum/user-guide/profile-and-contribution' },
        { title: 'Most Popular, & Most Commented posts etc.', path: '/apps/forum/user-guide/home-page-posts-tabs' },
        { title: 'Search Posts', path: '/apps/forum/user-guide/search-posts' },
        { title: 'Filter Posts', path: '/apps/forum/user-guide/filter-posts' },
      ],
    },
  ],
} satisfies NavSidebar;

import type { NavSidebar } from '../types';

/** The `leads-management` sidebar (apps instance). Order and titles follow the product's navigation. */
export const leadsManagementSidebar = {
  id: 'leads-management',
  label: 'Leads & CRM',
  instance: 'apps',
  variants: [
    { query: 'app=leads_selling', section: 0, position: 1, item: { id: 'apps/leads-selling/create-crm', title: 'Create CRM', path: '/apps/leads-selling/create-crm' } },
  ],
  items: [
    {
      id: 'section:leads-management/manage-crm',
      title: 'Manage CRM',
      children: [
        { id: 'apps/leads-management/crm-editing/overview', title: 'Overview', path: '/apps/leads-management/crm-editing/overview' },
        {
          id: 'section:leads-management/manage-crm/edit-crm',
          title: 'Edit CRM',
          children: [
            { id: 'apps/leads-management/crm-editing/setup-status', title: 'Setup status', path: '/apps/leads-management/crm-editing/setup-status' },
            { id: 'apps/leads-management/crm-editing/setup-states', title: 'Setup states', path: '/apps/leads-management/crm-editing/setup-states' },
            { id: 'apps/leads-management/crm-editing/setup-tags', title: 'Setup tags', path: '/apps/leads-management/crm-editing/setup-tags' },
            { id: 'apps/leads-management/crm-editing/setup-classifications', title: 'Setup classifications', path: '/apps/leads-management/crm-editing/setup-classifications' },
            { id: 'apps/leads-management/crm-editing/setup-lead-update-template', title: 'Setup lead update template', path: '/apps/leads-management/crm-editing/setup-lead-update-template' },
            { id: 'apps/leads-management/crm-editing/customize-terminologies', title: 'Customize terminologies', path: '/apps/leads-management/crm-editing/customize-terminologies' },
            { id: 'apps/leads-management/crm-editing/allow-cross-user-view-of-leads', title: 'Allow cross user view of leads', path: '/apps/leads-management/crm-editing/allow-cross-user-view-of-leads' },
            { id: 'apps/leads-management/crm-editing/enable-quota-of-leads', title: 'Enable quota of leads for users', path: '/apps/leads-management/crm-editing/enable-quota-of-leads' },
          ],
        },
      ],
    },
    {
      id: 'section:leads-management/manage-groups',
      title: 'Manage Groups',
      children: [
        { id: 'apps/leads-management/add-group-in-crm', title: 'Add a group', path: '/apps/leads-management/add-group-in-crm' },
        { id: 'apps/leads-management/delete-group-in-crm', title: 'Delete a group', path: '/apps/leads-management/delete-group-in-crm' },
        {
          id: 'section:leads-management/manage-groups/edit-group',
          title: 'Edit group',
          children: [
            { id: 'apps/leads-management/edit-group-in-crm', title: 'Overview', path: '/apps/leads-management/edit-group-in-crm' },
            { id: 'apps/leads-management/group-editing/manage-group-admins', title: 'Manage group admins', path: '/apps/leads-management/group-editing/manage-group-admins' },
            { id: 'apps/leads-management/group-editing/set-default-severity', title: 'Set default severity', path: '/apps/leads-management/group-editing/set-default-severity' },
            { id: 'apps/leads-management/group-editing/set-default-due-date', title: 'Set default due date', path: '/apps/leads-management/group-editing/set-default-due-date' },
            { id: 'apps/leads-management/group-editing/set-business-hours', title: 'Set business hours', path: '/apps/leads-management/group-editing/set-business-hours' },
            { id: 'apps/leads-management/group-editing/share-companies-between-groups', title: 'Share companies', path: '/apps/leads-management/group-editing/share-companies-between-groups' },
            { id: 'apps/leads-management/group-editing/move-companies-between-groups', title: 'Move companies', path: '/apps/leads-management/group-editing/move-companies-between-groups' },
          ],
        },
      ],
    },
    {
      id: 'section:leads-management/manage-companies',
      title: 'Manage Companies',
      children: [
        { id: 'apps/leads-management/add-company-in-crm', title: 'Add a company', path: '/apps/leads-management/add-company-in-crm' },
        { id: 'apps/leads-management/delete-company-in-crm', title: 'Delete a company', path: '/apps/leads-management/delete-company-in-crm' },
        {
          id: 'section:leads-management/manage-companies/edit-company',
          title: 'Edit company',
          children: [
            { id: 'apps/leads-management/edit-company-in-crm', title: 'Overview', path: '/apps/leads-management/edit-company-in-crm' },
            { id: 'apps/leads-management/company-editing/add-an-existing-user', title: 'Add an existing user', path: '/apps/leads-management/company-editing/add-an-existing-user' },
            { id: 'apps/leads-management/company-editing/add-quota-for-user', title: 'Add quota for user', path: '/apps/leads-management/company-editing/add-quota-for-user' },
            { id: 'apps/leads-management/company-editing/notification-setup', title: 'Notification setup', path: '/apps/leads-management/company-editing/notification-setup' },
            { id: 'apps/leads-management/company-editing/distribute-leads', title: 'Distribute leads', path: '/apps/leads-management/company-editing/distribute-leads' },
            { id: 'apps/leads-management/company-editing/setup-lead-id-prefix', title: 'Setup lead ID prefix', path: '/apps/leads-management/company-editing/setup-lead-id-prefix' },
            { id: 'apps/leads-management/company-editing/enable-auto-assignment-of-leads', title: 'Enable auto assignment of leads', path: '/apps/leads-management/company-editing/enable-auto-assignment-of-leads' },
            { id: 'apps/leads-management/company-editing/allow-anonymous-reporter-for-leads', title: 'Allow anonymous reporter for leads', path: '/apps/leads-management/company-editing/allow-anonymous-reporter-for-leads' },
          ],
        },
      ],
    },
    {
      id: 'section:leads-management/manage-account-users',
      title: 'Manage Account Users',
      children: [
        { id: 'apps/leads-management/manage-account-users/create-new-user', title: 'Create new user', path: '/apps/leads-management/manage-account-users/create-new-user' },
        { id: 'apps/leads-management/manage-account-users/change-user-status', title: 'Activate, Suspend & Terminate user', path: '/apps/leads-management/manage-account-users/change-user-status' },
        { id: 'apps/leads-management/manage-account-users/reset-user-password', title: 'Reset password for a user', path: '/apps/leads-management/manage-account-users/reset-user-password' },
        { id: 'apps/leads-management/manage-account-users/activate-de-activate-user-from-company', title: 'Activate/De-activate user from a company', path: '/apps/leads-management/manage-account-users/activate-de-activate-user-from-company' },
        { id: 'apps/leads-management/manage-account-users/remove-user-from-company', title: 'Remove user from a company', path: '/apps/leads-management/manage-account-users/remove-user-from-company' },
        { id: 'apps/leads-management/manage-account-users/update-user-details-for-a-company', title: 'Update user details for a company', path: '/apps/leads-management/manage-account-users/update-user-details-for-a-company' },
        { id: 'apps/leads-management/manage-account-users/delete-user', title: 'Delete user from account', path: '/apps/leads-management/manage-account-users/delete-user' },
      ],
    },
    {
      id: 'section:leads-management/leads',
      title: 'Leads',
      children: [
        { id: 'apps/leads-management/home-landing-page', title: 'Home page', path: '/apps/leads-management/home-landing-page' },
        { id: 'apps/leads-management/view-profile', title: 'Profile', path: '/apps/leads-management/view-profile' },
        { id: 'apps/leads-management/unassigned-leads', title: 'Unassigned leads', path: '/apps/leads-management/unassigned-leads' },
        { id: 'apps/leads-management/add-lead-in-company', title: 'Add lead manually', path: '/apps/leads-management/add-lead-in-company' },
        { id: 'apps/leads-management/upload-leads-from-csv', title: 'Upload leads from excel / csv', path: '/apps/leads-management/upload-leads-from-csv' },
        { id: 'apps/leads-management/setup-web-forms-for-lead-collection', title: 'Setup web forms for lead collection', path: '/apps/leads-management/setup-web-forms-for-lead-collection' },
        { id: 'apps/leads-management/add-website-for-click-stream-analysis', title: 'Add website for click-stream analysis', path: '/apps/leads-management/add-website-for-click-stream-analysis' },
        { id: 'apps/leads-management/edit-lead', title: 'Edit / Work on lead', path: '/apps/leads-management/edit-lead' },
        { id: 'apps/leads-management/lead-distribution', title: 'See leads distribution', path: '/apps/leads-management/lead-distribution' },
        { id: 'apps/leads-management/send-email', title: 'Send E-mail', path: '/apps/leads-management/send-email' },
        { id: 'apps/leads-management/make-calls', title: 'Make call', path: '/apps/leads-management/make-calls' },
        { id: 'apps/leads-management/setup-an-event', title: 'Setup an event', path: '/apps/leads-management/setup-an-event' },
        { id: 'apps/leads-management/edit-an-event', title: 'Edit an event', path: '/apps/leads-management/edit-an-event' },
        { id: 'apps/leads-management/cancel-an-event', title: 'Cancel an event', path: '/apps/leads-management/cancel-an-event' },
        { id: 'apps/leads-management/delete-a-lead', title: 'Delete a lead', path: '/apps/leads-management/delete-a-lead' },
        { id: 'apps/leads-management/edit-lead-title', title: 'Add / Edit title of a lead', path: '/apps/leads-management/edit-lead-title' },
        { id: 'apps/leads-management/upload-attachments-in-lead', title: 'Upload attachments / file to a lead', path: '/apps/leads-management/upload-attachments-in-lead' },
        { id: 'apps/leads-management/filter-leads', title: 'Filter Leads', path: '/apps/leads-management/filter-leads' },
        { id: 'apps/leads-management/search-leads', title: 'Search Leads', path: '/apps/leads-management/search-leads' },
        { id: 'apps/leads-management/download-leads', title: 'Download Leads', path: '/apps/leads-management/download-leads' },
        { id: 'apps/leads-management/customize-columns', title: 'Customize columns', path: '/apps/leads-management/customize-columns' },
      ],
    },
    {
      id: 'section:leads-management/stats',
      title: 'Stats',
      children: [
        { id: 'apps/leads-management/stats-for-company', title: 'Stats for lead pipeline / company', path: '/apps/leads-management/stats-for-company' },
        { id: 'apps/leads-management/funnel-analysis', title: 'Funnel analysis', path: '/apps/leads-management/funnel-analysis' },
        { id: 'apps/leads-management/click-stream-and-visitor-analysis', title: 'Clickstream & visitor analysis', path: '/apps/leads-management/click-stream-and-visitor-analysis' },
      ],
    },
    {
      id: 'section:leads-management/integrations',
      title: 'Integrations',
      children: [
        { id: 'apps/leads-management/integrations/twilio', title: 'Twilio', path: '/apps/leads-management/integrations/twilio' },
        { id: 'apps/leads-management/integrations/ring-central', title: 'Ring Central', path: '/apps/leads-management/integrations/ring-central' },
        { id: 'apps/leads-management/integrations/whatsapp', title: 'WhatsApp', path: '/apps/leads-management/integrations/whatsapp' },
      ],
    },
  ],
} satisfies NavSidebar;

import type { NavSidebar } from '../types';

/** The `leads-management` sidebar (apps instance). Order and titles follow the product's navigation. */
export const leadsManagementSidebar = {
  id: 'leads-management',
  label: 'Leads & CRM',
  instance: 'apps',
  variants: [
    { query: 'app=leads_selling', after: '/apps/leads-management/crm-editing/overview', item: { title: 'Create CRM', path: '/apps/leads-selling/create-crm' } },
  ],
  items: [
    {
      title: 'Manage CRM',
      children: [
        { title: 'Overview', path: '/apps/leads-management/crm-editing/overview' },
        {
          title: 'Edit CRM',
          children: [
            { title: 'Setup status', path: '/apps/leads-management/crm-editing/setup-status' },
            { title: 'Setup states', path: '/apps/leads-management/crm-editing/setup-states' },
            { title: 'Setup tags', path: '/apps/leads-management/crm-editing/setup-tags' },
            { title: 'Setup classifications', path: '/apps/leads-management/crm-editing/setup-classifications' },
            { title: 'Setup lead update template', path: '/apps/leads-management/crm-editing/setup-lead-update-template' },
            { title: 'Customize terminologies', path: '/apps/leads-management/crm-editing/customize-terminologies' },
            { title: 'Allow cross user view of leads', path: '/apps/leads-management/crm-editing/allow-cross-user-view-of-leads' },
            { title: 'Enable quota of leads for users', path: '/apps/leads-management/crm-editing/enable-quota-of-leads' },
          ],
        },
      ],
    },
    {
      title: 'Manage Groups',
      children: [
        { title: 'Add a group', path: '/apps/leads-management/add-group-in-crm' },
        { title: 'Delete a group', path: '/apps/leads-management/delete-group-in-crm' },
        {
          title: 'Edit group',
          children: [
            { title: 'Overview', path: '/apps/leads-management/edit-group-in-crm' },
            { title: 'Manage group admins', path: '/apps/leads-management/group-editing/manage-group-admins' },
            { title: 'Set default severity', path: '/apps/leads-management/group-editing/set-default-severity' },
            { title: 'Set default due date', path: '/apps/leads-management/group-editing/set-default-due-date' },
            { title: 'Set business hours', path: '/apps/leads-management/group-editing/set-business-hours' },
            { title: 'Share companies', path: '/apps/leads-management/group-editing/share-companies-between-groups' },
            { title: 'Move companies', path: '/apps/leads-management/group-editing/move-companies-between-groups' },
          ],
        },
      ],
    },
    {
      title: 'Manage Companies',
      children: [
        { title: 'Add a company', path: '/apps/leads-management/add-company-in-crm' },
        { title: 'Delete a company', path: '/apps/leads-management/delete-company-in-crm' },
        {
          title: 'Edit company',
          children: [
            { title: 'Overview', path: '/apps/leads-management/edit-company-in-crm' },
            { title: 'Add an existing user', path: '/apps/leads-management/company-editing/add-an-existing-user' },
            { title: 'Add quota for user', path: '/apps/leads-management/company-editing/add-quota-for-user' },
            { title: 'Notification setup', path: '/apps/leads-management/company-editing/notification-setup' },
            { title: 'Distribute leads', path: '/apps/leads-management/company-editing/distribute-leads' },
            { title: 'Setup lead ID prefix', path: '/apps/leads-management/company-editing/setup-lead-id-prefix' },
            { title: 'Enable auto assignment of leads', path: '/apps/leads-management/company-editing/enable-auto-assignment-of-leads' },
            { title: 'Allow anonymous reporter for leads', path: '/apps/leads-management/company-editing/allow-anonymous-reporter-for-leads' },
          ],
        },
      ],
    },
    {
      title: 'Manage Account Users',
      children: [
        { title: 'Create new user', path: '/apps/leads-management/manage-account-users/create-new-user' },
        { title: 'Activate, Suspend & Terminate user', path: '/apps/leads-management/manage-account-users/change-user-status' },
        { title: 'Reset password for a user', path: '/apps/leads-management/manage-account-users/reset-user-password' },
        { title: 'Activate/De-activate user from a company', path: '/apps/leads-management/manage-account-users/activate-de-activate-user-from-company' },
        { title: 'Remove user from a company', path: '/apps/leads-management/manage-account-users/remove-user-from-company' },
        { title: 'Update user details for a company', path: '/apps/leads-management/manage-account-users/update-user-details-for-a-company' },
        { title: 'Delete user from account', path: '/apps/leads-management/manage-account-users/delete-user' },
      ],
    },
    {
      title: 'Leads',
      children: [
        { title: 'Home page', path: '/apps/leads-management/home-landing-page' },
        { title: 'Profile', path: '/apps/leads-management/view-profile' },
        { title: 'Unassigned leads', path: '/apps/leads-management/unassigned-leads' },
        { title: 'Add lead manually', path: '/apps/leads-management/add-lead-in-company' },
        { title: 'Upload leads from excel / csv', path: '/apps/leads-management/upload-leads-from-csv' },
        { title: 'Setup web forms for lead collection', path: '/apps/leads-management/setup-web-forms-for-lead-collection' },
        { title: 'Add website for click-stream analysis', path: '/apps/leads-management/add-website-for-click-stream-analysis' },
        { title: 'Edit / Work on lead', path: '/apps/leads-management/edit-lead' },
        { title: 'See leads distribution', path: '/apps/leads-management/lead-distribution' },
        { title: 'Send E-mail', path: '/apps/leads-management/send-email' },
        { title: 'Make call', path: '/apps/leads-management/make-calls' },
        { title: 'Setup an event', path: '/apps/leads-management/setup-an-event' },
        { title: 'Edit an event', path: '/apps/leads-management/edit-an-event' },
        { title: 'Cancel an event', path: '/apps/leads-management/cancel-an-event' },
        { title: 'Delete a lead', path: '/apps/leads-management/delete-a-lead' },
        { title: 'Add / Edit title of a lead', path: '/apps/leads-management/edit-lead-title' },
        { title: 'Upload attachments / file to a lead', path: '/apps/leads-management/upload-attachments-in-lead' },
        { title: 'Filter Leads', path: '/apps/leads-management/filter-leads' },
        { title: 'Search Leads', path: '/apps/leads-management/search-leads' },
        { title: 'Download Leads', path: '/apps/leads-management/download-leads' },
        { title: 'Customize columns', path: '/apps/leads-management/customize-columns' },
      ],
    },
    {
      title: 'Stats',
      children: [
        { title: 'Stats for lead pipeline / company', path: '/apps/leads-management/stats-for-company' },
        { title: 'Funnel analysis', path: '/apps/leads-management/funnel-analysis' },
        { title: 'Clickstream & visitor analysis', path: '/apps/leads-management/click-stream-and-visitor-analysis' },
      ],
    },
    {
      title: 'Integrations',
      children: [
        { title: 'Twilio', path: '/apps/leads-management/integrations/twilio' },
        { title: 'Ring Central', path: '/apps/leads-management/integrations/ring-central' },
        { title: 'WhatsApp', path: '/apps/leads-management/integrations/whatsapp' },
      ],
    },
  ],
} satisfies NavSidebar;

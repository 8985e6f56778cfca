/** The company's people who sign in to the back office, each with roles (src/access.ts). Not the site's members. */
import type { CollectionConfig } from 'payload';
import { administrators, ROLE_LABELS, ROLES, signedIn } from '../access';
import { adminOrigin, RESET_SUBJECT, resetMailHtml } from '../mail/reset';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { zh: '后台用户', en: 'Back-office user' }, plural: { zh: '后台用户', en: 'Back-office users' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: { zh: '系统', en: 'System' } },
  auth: {
    // The reset mail's link is built from the CMS's configured address, never from the request (src/mail/reset.ts).
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      // Anyone may ask for a reset: one mail per person per five minutes (Payload keeps when it was last asked, in the
      // database, so across CMS processes too); asking again meanwhile is answered alike and mails nothing.
      minRequestInterval: 5 * 60 * 1000,
      generateEmailSubject: () => RESET_SUBJECT,
      generateEmailHTML: (args) => resetMailHtml(adminOrigin(), String(args?.token ?? '')),
    },
  },
  access: {
    read: signedIn,
    create: administrators,
    update: ({ req, id }) => administrators({ req }) || req.user?.id === id,
    delete: administrators,
  },
  fields: [
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      label: { zh: '角色', en: 'Roles' },
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      access: { update: ({ req }) => administrators({ req }) === true },
      admin: { description: { zh: '决定此人能起草、审批或发布什么。', en: 'What this person may draft, approve or publish.' } },
    },
  ],
};

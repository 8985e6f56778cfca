/**
 * The site's members (docs/backend-api.md, `web/login`): investors and customers who sign in on the site, kept apart
 * from the company's own people (the admin's users). Not a Payload auth collection: Payload would open its own
 * sign-in, password-reset and sign-up routes for them, beside the site's captcha and back-off. Passwords are
 * hashed here (./password.ts) and never read back; a token is sealed by the CMS (./session.ts).
 */
import type { CollectionConfig } from 'payload';
import { hasRole } from '../access';
import { auditHooks } from '../workflow/hooks';
import { hashPassword } from './password';

type User = { roles?: string[] | null } | null | undefined;
const peopleOfficers = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as User, 'privacy', 'sales', 'ir');
const privacyOfficers = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as User, 'privacy');

export const MEMBER_STATUSES = [
  { value: 'active', label: { zh: '正常', en: 'Active' } },
  { value: 'suspended', label: { zh: '已停用（不能登录）', en: 'Suspended (cannot sign in)' } },
];

export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: { zh: '网站会员', en: 'Site member' }, plural: { zh: '网站会员', en: 'Site members' } },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'nickname', 'company', 'email', 'status'],
    group: { zh: '访客', en: 'Visitors' },
    description: {
      zh: '在网站上登录的投资者与客户（不是后台用户）。会员可以阅读仅会员的文章、下载仅会员的文档。',
      en: 'Investors and customers who sign in on the site (not back-office users). Members read members-only articles and download members-only documents.',
    },
  },
  access: { read: peopleOfficers, create: privacyOfficers, update: privacyOfficers, delete: privacyOfficers },
  hooks: {
    ...auditHooks,
    beforeChange: [
      async ({ data }) => {
        // A password typed in the admin is kept only as its hash.
        if (typeof data.password === 'string' && data.password) data.password_hash = await hashPassword(data.password);
        delete data.password;
        return data;
      },
    ],
  },
  fields: [
    {
      name: 'username',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '用户名', en: 'Username' },
      admin: { description: { zh: '登录时填写', en: 'Typed to sign in' } },
    },
    {
      name: 'password',
      type: 'text',
      virtual: true,
      label: { zh: '设置新密码', en: 'Set a new password' },
      admin: {
        // A virtual field is read-only in the admin unless told otherwise.
        readOnly: false,
        description: {
          zh: '至少 10 个字符；留空则不变。保存后只留存其散列，任何人都看不到。',
          en: 'At least 10 characters; empty keeps the current one. Only its hash is kept; no one can read it.',
        },
      },
      validate: (value: unknown) =>
        value === undefined || value === null || value === '' || (typeof value === 'string' && value.length >= 10 && value.length <= 200)
          ? true
          : '10–200 个字符 / 10–200 characters',
    },
    { name: 'password_hash', type: 'text', access: { read: () => false }, admin: { hidden: true } },
    {
      name: 'nickname',
      type: 'text',
      label: { zh: '昵称', en: 'Nickname' },
      admin: { description: { zh: '登录后页头显示', en: 'Shown in the header when signed in' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: MEMBER_STATUSES,
      label: { zh: '状态', en: 'Status' },
      admin: {
        position: 'sidebar',
        description: {
          zh: '停用后立即不能登录，已登录的也随之失效',
          en: 'Suspended: cannot sign in, and a signed-in session ends at once',
        },
      },
    },
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } },
    { name: 'company', type: 'text', label: { zh: '公司', en: 'Company' } },
    { name: 'email', type: 'email', label: { zh: '电子邮箱', en: 'E-mail' } },
    { name: 'phone', type: 'text', label: { zh: '电话', en: 'Phone' } },
    { name: 'address', type: 'text', label: { zh: '地址', en: 'Address' } },
  ],
};

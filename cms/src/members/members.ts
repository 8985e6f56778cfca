/**
 * The site's members (docs/backend-api.md, `web/login`): investors and customers who sign in on the site, kept apart
 * from the company's own people (the admin's users). A Payload auth collection of its own (issue 46): Payload keeps
 * the password as its hash (PBKDF2-SHA256, 600,000 iterations, Payload's documented strength), its admin creates a
 * member with a password and changes it, and Payload checks it at sign-in (./session.ts). Sign-in happens through
 * the contract alone, behind its captcha: the collection's own REST routes for signing in, refreshing, unlocking,
 * resetting a password or registering the first account refuse everyone (./auth-gate.ts).
 */
import { ValidationError, type CollectionConfig } from 'payload';
import { hasRole } from '../access';
import { auditHooks } from '../workflow/hooks';
import { gateAuthOperations } from './auth-gate';
import { mailResetLinkIfAsked, noteResetLinkAsked } from './reset';
import { TOKEN_TTL_SECONDS } from './session';

/** A member's password: 10 to 200 characters (the site's form says so). */
const PASSWORD_LENGTH = { min: 10, max: 200 };

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
  auth: {
    // Members sign in with a username. Their e-mail address is required (a password reset, a shipment, an alert goes
    // there), and not unique (one company address may serve two people).
    loginWithUsername: { allowEmailLogin: false, requireEmail: true },
    // The contract's token is the CMS's own (./session.ts): Payload's sessions and cookies are not used.
    useSessions: false,
    tokenExpiration: TOKEN_TTL_SECONDS,
    // The captcha, the site's back-off and the CMS's limits guard sign-in: no lock a stranger could put on an account.
    maxLoginAttempts: 0,
  },
  access: { read: peopleOfficers, create: privacyOfficers, update: privacyOfficers, delete: privacyOfficers },
  hooks: {
    ...auditHooks,
    beforeOperation: [gateAuthOperations],
    beforeChange: [noteResetLinkAsked],
    afterChange: [...auditHooks.afterChange, mailResetLinkIfAsked],
    beforeValidate: [
      ({ data }) => {
        const password = data?.password;
        if (typeof password === 'string' && (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max))
          throw new ValidationError({
            collection: 'members',
            errors: [{ path: 'password', message: '密码须为 10–200 个字符 / 10–200 characters' }],
          });
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
    {
      name: 'send_reset_link',
      type: 'checkbox',
      virtual: true,
      label: { zh: '保存时邮寄重设密码链接', en: 'Mail a password-reset link when saved' },
      admin: {
        // A virtual field is read-only in the admin unless told otherwise.
        readOnly: false,
        position: 'sidebar',
        description: {
          zh: '勾选并保存：向会员的邮箱发送设置新密码的链接（中英文，24 小时内有效，只能使用一次）。您不会看到也无需告知会员密码。',
          en: "Tick and save: the member's address is mailed a link to set a new password (in Chinese and English, for 24 hours, once). You never see or pass on the password.",
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

/**
 * Who may do what in the back office (issue 45): the roles of the people who run the site, and the access rules
 * built from them. Anonymous visitors reach nothing of Payload's own API: the site reads through the contract's
 * calls (src/contract/) and the public files (src/app/(files)/), never through Payload's REST or GraphQL.
 */
import type { Access, PayloadRequest } from 'payload';

export const ROLES = ['admin', 'editor', 'publisher', 'ir', 'sales', 'privacy'] as const;
export type Role = (typeof ROLES)[number];

/** The roles' names in the admin, in Chinese and English. */
export const ROLE_LABELS: Record<Role, { zh: string; en: string }> = {
  admin: { zh: '管理员', en: 'Administrator' },
  editor: { zh: '编辑（起草，不能发布）', en: 'Editor (drafts, cannot publish)' },
  publisher: { zh: '发布人（董事会秘书 / IR 负责人）', en: 'Publisher (board secretary / IR head)' },
  ir: { zh: '投资者关系专员', en: 'IR officer' },
  sales: { zh: '销售', en: 'Sales' },
  privacy: { zh: '个人信息保护负责人', en: 'Privacy officer' },
};

type User = { roles?: readonly string[] | null } | null | undefined;

/** Whether a signed-in user has one of `roles`; an administrator has them all. */
export function hasRole(user: User, ...roles: Role[]): boolean {
  const held = user?.roles ?? [];
  return held.includes('admin') || roles.some((role) => held.includes(role));
}

const userOf = (req: PayloadRequest): User => req.user as User;

/** Any signed-in person of the company; never an anonymous visitor. */
export const signedIn: Access = ({ req }) => Boolean(req.user);

/** People who may change what every page shows (site information, settings, files). */
export const siteEditors: Access = ({ req }) => hasRole(userOf(req), 'editor', 'publisher');

/** People who keep the investor pages' facts (the calendar, figures, distributions, meetings, briefings, ESG). */
export const irEditors: Access = ({ req }) => hasRole(userOf(req), 'ir', 'publisher');

/** People who keep the company profile: the site's editors and the IR officers (its IR contact is theirs). */
export const profileEditors: Access = ({ req }) => hasRole(userOf(req), 'editor', 'ir', 'publisher');

/** People who keep the product team's content: change notices and the cross-reference (sales keeps notices too). */
export const productEditors: Access = ({ req }) => hasRole(userOf(req), 'editor', 'publisher');
export const noticeEditors: Access = ({ req }) => hasRole(userOf(req), 'editor', 'publisher', 'sales');

/** People who keep the distributors' offers and how long their figures may be shown. */
export const salesEditors: Access = ({ req }) => hasRole(userOf(req), 'sales', 'editor', 'publisher');

export const administrators: Access = ({ req }) => hasRole(userOf(req));

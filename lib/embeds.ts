/**
 * Hosts whose players CMS content may embed in an <iframe> (product videos, launch events). The sanitizer
 * keeps iframes from these hosts only, and the Content-Security-Policy's frame-src allows only them.
 */
export const EMBED_HOSTS = ['player.bilibili.com', 'player.youku.com', 'v.qq.com'] as const;

/**
 * The home page: the banner carousel and its hero, the key figures, the product lines and the latest news
 * and filings. It reads the contract's core calls (site, banners, categories, company profile) and declares
 * none of its own.
 */
import { defineFeature } from '../feature';

export const home = defineFeature({ name: 'home', calls: {} });

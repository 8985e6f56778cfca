/**
 * The news: the list by category tab, an article with its attachments and its neighbours, and the news
 * feed. It reads the contract's core calls (categories, articles) and declares none of its own.
 */
import { defineFeature } from '../feature';

export const news = defineFeature({ name: 'news', calls: {}, feeds: ['news'] });

/**
 * The news: the list by category tab, an article with its attachments and its neighbours, and the news
 * feed. It reads the contract's core calls (categories, articles) and declares none of its own.
 */
import { LIST_QUERY } from '@/lib/params';
import { defineFeature } from '../feature';

export const news = defineFeature({ name: 'news', calls: {}, pageQueries: { '/news': LIST_QUERY }, feeds: ['news'] });

/**
 * Investor relations in depth (issue 25): /investor/dividends (and its CSV), /investor/meetings and a page per
 * meeting, a page per results briefing, /investor/esg, and the links /investor gives them while they have content.
 */
import { defineFeature } from '../feature';
import { DEPTH_CALLS } from './contract';

export const investorDepth = defineFeature({ name: 'investor-depth', calls: DEPTH_CALLS });

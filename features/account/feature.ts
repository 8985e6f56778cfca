/**
 * /account: a member's details, the change notices they follow, their sample requests, investor questions
 * and e-mail alerts, drawn in the browser with their token. It reads the members' calls of the contract
 * (lib/backend/calls.ts: sign-in, profile, subscriptions and each feature's records of a member), which
 * the sample, question, alert and notice features share, and declares none of its own.
 */
import { defineFeature } from '../feature';

export const account = defineFeature({ name: 'account', calls: {} });

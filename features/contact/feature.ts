/** The contact page's message form (`web/submit_message`, sent by the browser): its call and its limit. */
import { defineFeature } from '../feature';
import { CONTACT_CALLS } from './contract';

export const contact = defineFeature({
  name: 'contact',
  calls: CONTACT_CALLS,
  rateLimits: [{ call: CONTACT_CALLS.submitMessage.name, by: 'address', points: 5, seconds: 10 * 60 }],
});

/** The queues of what visitors send, in the order the admin's home lists them (./admin/work-queues.tsx). */
import { MESSAGE_QUEUE } from './messages';
import { SAMPLE_QUEUE } from './samples';
import { QUESTION_QUEUE } from './questions';
import { PRIVACY_QUEUE } from './privacy';
import type { Queue } from './queue';

export const QUEUES: readonly (Queue & { label: { zh: string; en: string } })[] = [
  { ...SAMPLE_QUEUE, label: { zh: '样片申请', en: 'Sample requests' } },
  { ...MESSAGE_QUEUE, label: { zh: '访客留言', en: 'Contact messages' } },
  { ...QUESTION_QUEUE, label: { zh: '投资者提问', en: 'Investor questions' } },
  { ...PRIVACY_QUEUE, label: { zh: '个人信息请求', en: 'Privacy requests' } },
];

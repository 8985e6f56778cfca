/**
 * The demo member's details (web/get_member_profile) and the sample requests they made before the demo
 * began (web/get_sample_requests): invented, at `.example` addresses, dated from the site's clock.
 */
import type { DemoLanguage } from './catalog';

export const MEMBER_PROFILES: Record<number, Record<DemoLanguage, Record<string, string>>> = {
  1: {
    zh: {
      name: '李明',
      company: '示例电子有限公司',
      email: 'li.ming@customer.example',
      phone: '+86 21 5555 0100',
      address: '上海市浦东新区示例路 1 号 3 楼',
    },
    en: {
      name: 'Li Ming',
      company: 'Example Electronics Co., Ltd.',
      email: 'li.ming@customer.example',
      phone: '+86 21 5555 0100',
      address: '3F, 1 Example Road, Pudong, Shanghai',
    },
  },
};

/** Earlier requests of a member: days before the site's clock, and how each one ended, newest first (reference: SR-<day>-<code>). */
export const EARLIER_REQUESTS: Record<
  number,
  {
    code: string;
    part_number: string;
    quantity: number;
    days_ago: number;
    updated_days_ago: number;
    status: string;
    carrier?: string;
    tracking_number?: string;
    note?: Record<DemoLanguage, string>;
  }[]
> = {
  1: [
    {
      code: '3K8D',
      part_number: 'XY6201-SOT235T',
      quantity: 10,
      days_ago: 21,
      updated_days_ago: 19,
      status: 'shipped',
      carrier: 'SF Express',
      tracking_number: 'SF9876543210987',
    },
    {
      code: '7Q2M',
      part_number: 'XY6530-QFN3X316R',
      quantity: 5,
      days_ago: 70,
      updated_days_ago: 66,
      status: 'delivered',
      carrier: 'SF Express',
      tracking_number: 'SF1234567890123',
    },
  ],
};

/**
 * The admin's home, first (`admin.components.beforeDashboard`): the queues the signed-in person works, each with how
 * many items are open, due today and overdue, one click from the list of them (issue 46: a sales assistant finds
 * today's open sample requests in one click from the admin's home). Only the queues their roles may see.
 */
import type { Payload } from 'payload';
import { hasRole } from '../../access';
import { QUEUES } from '../registry';
import { chinaDay } from '../working-days';
import { openList, overdueList } from './where';

type Props = { payload: Payload; user?: { roles?: string[] | null } | null; i18n?: { language?: string } };

const TEXT = {
  zh: { title: '待办', open: '待处理', today: '今天到期', overdue: '已逾期', none: '没有待处理的事项' },
  en: { title: 'Queues', open: 'open', today: 'due today', overdue: 'overdue', none: 'Nothing open' },
};

export async function WorkQueues({ payload, user, i18n }: Props) {
  const lang = i18n?.language === 'en' ? 'en' : 'zh';
  const mine = QUEUES.filter((queue) => hasRole(user, ...queue.roles));
  if (mine.length === 0) return null;
  // eslint-disable-next-line react-hooks/purity -- a server component, rendered once per request: now is the request's time
  const now = Date.now();
  const endOfToday = new Date(`${chinaDay(now)}T23:59:59.999+08:00`).toISOString();
  const count = async (slug: string, where: object) =>
    (await payload.count({ collection: slug as 'messages', where: where as never, overrideAccess: true })).totalDocs;
  const rows = await Promise.all(
    mine.map(async (queue) => {
      const open = queue.statuses.filter((status) => !queue.closed.includes(status.value)).map((status) => status.value);
      const awaiting = { status: { in: queue.awaiting } };
      const [openCount, today, overdue] = await Promise.all([
        count(queue.slug, { status: { in: open } }),
        count(queue.slug, {
          and: [awaiting, { due_at: { greater_than_equal: new Date(now).toISOString() } }, { due_at: { less_than_equal: endOfToday } }],
        }),
        count(queue.slug, { and: [awaiting, { due_at: { less_than: new Date(now).toISOString() } }] }),
      ]);
      return { queue, openCount, today, overdue };
    }),
  );
  const text = TEXT[lang];
  return (
    <section className="work-queues" aria-labelledby="work-queues-title">
      <h2 id="work-queues-title">{text.title}</h2>
      <ul>
        {rows.map(({ queue, openCount, today, overdue }) => (
          <li key={queue.slug} className="work-queues__card">
            <a className="work-queues__main" href={openList(queue)}>
              <span className="work-queues__name">{queue.label[lang]}</span>
              <span className="work-queues__count">
                {openCount ? `${openCount} ${text.open}` : text.none}
                {today ? ` · ${today} ${text.today}` : ''}
              </span>
            </a>
            {overdue > 0 && (
              <a className="work-queues__overdue" href={overdueList(queue, now)}>
                {overdue} {text.overdue}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

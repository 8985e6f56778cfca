/**
 * A queue's due date in its lists, in China's time, marked when it has passed and the item still awaits the company
 * (issue 46: an item past its due date is marked).
 */
import { isOverdue } from './where';
import { chinaMinute } from '../working-days';

type Props = { cellData?: unknown; rowData?: { status?: unknown }; awaiting?: string[]; i18n?: { language?: string } };

export function DueCell({ cellData, rowData, awaiting = [], i18n }: Props) {
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>;
  // eslint-disable-next-line react-hooks/purity -- rendered on the server once per request: now is the request's time
  const late = isOverdue(awaiting, rowData?.status, cellData, Date.now());
  return (
    <span className={late ? 'due-cell due-cell--late' : 'due-cell'}>
      {chinaMinute(cellData)}
      {late && <strong className="due-cell__flag">{i18n?.language === 'en' ? 'Overdue' : '已逾期'}</strong>}
    </span>
  );
}
